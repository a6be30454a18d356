import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { MobileSecurity, MobileSecurityRequest, SecurityReport } from "./security-schemas";

/** The mobile security calls (SIM-07; decided, the spec shows none), each named by its contract entry. */
export interface MobileSecurityApiService {
  /** security.get: the switches and lists of a service. */
  readonly get: (customerUUID: string, mobileUUID: string) => Effect.Effect<MobileSecurity, ApiError>;
  /** security.save: the switches and lists, saved at once; returns them as kept. */
  readonly save: (request: MobileSecurityRequest) => Effect.Effect<MobileSecurity, ApiError>;
  /** security.report: the calls and texts the switches stopped. */
  readonly report: (customerUUID: string, mobileUUID: string) => Effect.Effect<SecurityReport, ApiError>;
}

export class MobileSecurityApi extends Context.Tag("waea/MobileSecurityApi")<
  MobileSecurityApi,
  MobileSecurityApiService
>() {}
