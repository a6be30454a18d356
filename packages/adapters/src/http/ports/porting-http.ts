import * as Layer from "effect/Layer";
import { portingLookupNumber } from "@waea/domain/porting";
import { PortingApi, type PortingApiService } from "@waea/domain/porting/api";
import type { HttpApiClient } from "../client";
import { portingCalls } from "../contract/porting";

/**
 * The PortingApi port over HTTP. The lookup drops a leading plus (and separators) itself (spec 02 §5): "+64..."
 * would otherwise reach the path as "%2B64...".
 */
export const makeHttpPortingApi = (client: HttpApiClient): PortingApiService => {
  const porting = client.calls(portingCalls);
  return {
    request: (request) => porting.request({ body: request }),
    retry: (request) => porting.retry({ body: request }),
    cancel: (customerUUID, request) => porting.cancel({ params: { id: customerUUID }, body: request }),
    action: (customerUUID, request) => porting.action({ params: { id: customerUUID }, body: request }),
    status: (request) => porting.status({ params: { id: request.CustomerUUID, mobile: request.MobileUUID } }),
    lookup: (number) => porting.lookup({ params: { number: portingLookupNumber(number) } }),
  };
};

export const httpPortingLayer = (client: HttpApiClient): Layer.Layer<PortingApi> =>
  Layer.succeed(PortingApi, makeHttpPortingApi(client));
