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
  PortingStatusRequest,
} from "./porting-requests";

/** The number porting calls of spec 01 §7 and 02 §7; each names its entry of the HTTP contract (http/contract/porting.ts). */
export interface PortingApiService {
  /** porting.request: a port-in of a number to the service, with the losing account's details when moving it. */
  readonly request: (request: MobilePortingRequest) => Effect.Effect<PortingReply, ApiError>;
  /** porting.retry: sends a rejected or failed port again. */
  readonly retry: (request: PortingRetryRequest) => Effect.Effect<PortingReply, ApiError>;
  /** porting.cancel: cancels a port that has not reached network provisioning. */
  readonly cancel: (
    customerUUID: string,
    request: PortingCancelRequest,
  ) => Effect.Effect<PortingReply, ApiError>;
  /** porting.action: the customer's action on a port (CONFIRM while it waits between carriers). */
  readonly action: (
    customerUUID: string,
    request: PortingActionRequest,
  ) => Effect.Effect<PortingReply, ApiError>;
  /** porting.status: the port of a service as it stands, with the steps it reached (fails 404 when there is none). */
  readonly status: (request: PortingStatusRequest) => Effect.Effect<PortingReply, ApiError>;
  /** porting.lookup: who holds a number (given without a leading plus) and whether it can be ported. */
  readonly lookup: (number: string) => Effect.Effect<NumberLookupReply, ApiError>;
}

export class PortingApi extends Context.Tag("waea/PortingApi")<PortingApi, PortingApiService>() {}
