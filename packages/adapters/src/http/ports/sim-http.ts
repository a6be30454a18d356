import * as Layer from "effect/Layer";
import { SimApi, type SimApiService } from "@waea/domain/sim/api";
import type { HttpApiClient } from "../client";
import { simCalls } from "../contract/sim";

/** The SimApi port over HTTP: settings and roaming cached 5 minutes, writes clearing them (the contract). */
export const makeHttpSimApi = (client: HttpApiClient): SimApiService => {
  const sim = client.calls(simCalls);
  return {
    getDailyRoaming: (ref) =>
      sim.getDailyRoaming({ params: { account: ref.CustomerUUID, product: ref.MobileUUID } }),
    setDailyRoaming: (request) => sim.setDailyRoaming({ body: request }),
    getSettings: (ref) => sim.getSettings({ query: ref }),
    putSettings: (request) => sim.putSettings({ body: request }),
    enable: (request) => sim.enable({ body: request }),
    disable: (request) => sim.disable({ body: request }),
    swap: (request) => sim.swap({ body: request }),
    status: (request) => sim.status({ body: request }),
    searchMsisdn: (request) => sim.searchMsisdn({ body: request }),
    changeMsisdn: (request) => sim.changeMsisdn({ body: request }),
    transferProductType: (request, dry) => sim.transferProductType({ params: { dry }, body: request }),
    metadata: (product) => sim.metadata({ params: { product } }),
    sendAuthCode: (request) => sim.sendAuthCode({ body: request }),
  };
};

export const httpSimLayer = (client: HttpApiClient): Layer.Layer<SimApi> =>
  Layer.succeed(SimApi, makeHttpSimApi(client));
