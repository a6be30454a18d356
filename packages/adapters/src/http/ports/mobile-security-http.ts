import * as Layer from "effect/Layer";
import { MobileSecurityApi, type MobileSecurityApiService } from "@waea/domain/mobile-security/api";
import type { ApiClient } from "../client";

/** The MobileSecurityApi port over HTTP (SIM-07). */
export const makeHttpMobileSecurityApi = (client: ApiClient): MobileSecurityApiService => {
  const security = client.api.security;
  return {
    get: (customer, mobile) => security.get({ params: { customer, mobile } }),
    save: (request) => security.save({ body: request }),
    report: (customer, mobile) => security.report({ params: { customer, mobile } }),
  };
};

export const httpMobileSecurityLayer = (client: ApiClient): Layer.Layer<MobileSecurityApi> =>
  Layer.succeed(MobileSecurityApi, makeHttpMobileSecurityApi(client));
