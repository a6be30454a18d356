import * as Layer from "effect/Layer";
import { MobileSecurityApi, type MobileSecurityApiService } from "@waea/domain/mobile-security/api";
import type { HttpApiClient } from "../client";
import { securityCalls } from "../contract/mobile-security";

/** The MobileSecurityApi port over HTTP (SIM-07). */
export const makeHttpMobileSecurityApi = (client: HttpApiClient): MobileSecurityApiService => {
  const security = client.calls(securityCalls);
  return {
    get: (customer, mobile) => security.get({ params: { customer, mobile } }),
    save: (request) => security.save({ body: request }),
    report: (customer, mobile) => security.report({ params: { customer, mobile } }),
  };
};

export const httpMobileSecurityLayer = (client: HttpApiClient): Layer.Layer<MobileSecurityApi> =>
  Layer.succeed(MobileSecurityApi, makeHttpMobileSecurityApi(client));
