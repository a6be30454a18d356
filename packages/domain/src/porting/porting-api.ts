import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type {
  MobilePortingRequest,
  NumberLookupReply,
  PortingActionRequest,
  PortingCancelRequest,
  PortingReply,
  PortingRetryRequest,
} from "./porting-requests";

/** The number porting calls of spec 01 §7 and 02 §7, as the `call` of their errors and the contract's entries. */
export const PortingCalls = {
  request: "PUT mobile_porting",
  retry: "PUT /mobile_porting_retry",
  cancel: "PUT /customer/{id}/cancel_mobile_porting",
  action: "PUT /customer/{id}/mobile_porting/action",
  lookup: "GET /porting/v1/msisdn/{number}",
} as const;
export type PortingCallName = keyof typeof PortingCalls;

/** The number porting calls of spec 01 §7 and 02 §7. */
export interface PortingApiService {
  /** PUT mobile_porting */
  readonly request: (request: MobilePortingRequest) => Effect.Effect<PortingReply, ApiError>;
  /** PUT /mobile_porting_retry */
  readonly retry: (request: PortingRetryRequest) => Effect.Effect<PortingReply, ApiError>;
  /** PUT /customer/{id}/cancel_mobile_porting */
  readonly cancel: (
    customerUUID: string,
    request: PortingCancelRequest,
  ) => Effect.Effect<PortingReply, ApiError>;
  /** PUT /customer/{id}/mobile_porting/action */
  readonly action: (
    customerUUID: string,
    request: PortingActionRequest,
  ) => Effect.Effect<PortingReply, ApiError>;
  /** GET /porting/v1/msisdn/{number}, the number without a leading plus */
  readonly lookup: (number: string) => Effect.Effect<NumberLookupReply, ApiError>;
}

export class PortingApi extends Context.Tag("waea/PortingApi")<PortingApi, PortingApiService>() {}
