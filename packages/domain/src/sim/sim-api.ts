import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { DailyRoaming, SimSettings } from "./sim-settings";
import type { SimMetadata } from "./sim-metadata";
import type { SimStatus } from "./sim-status";
import type {
  AuthCodeReply,
  AuthCodeRequest,
  MsisdnChangeReply,
  MsisdnChangeRequest,
  MsisdnSearchReply,
  MsisdnSearchRequest,
  ProductTypeTransferReply,
  ProductTypeTransferRequest,
  PutSimSettingsRequest,
  SetDailyRoamingRequest,
  SimProductRef,
  SimStatusRequest,
  SimSwapRequest,
  SimToggleRequest,
} from "./sim-requests";

/** The SIM calls of spec 02 §7; each names its entry of the HTTP contract (packages/adapters, http/contract/sim.ts). */
export interface SimApiService {
  /** sim.getDailyRoaming: whether daily roaming activates itself abroad. */
  readonly getDailyRoaming: (ref: SimProductRef) => Effect.Effect<DailyRoaming, ApiError>;
  /** sim.setDailyRoaming: turns daily roaming auto-activation on or off. */
  readonly setDailyRoaming: (request: SetDailyRoamingRequest) => Effect.Effect<DailyRoaming, ApiError>;
  /** sim.getSettings: call forwarding, call waiting and hold, barring. */
  readonly getSettings: (ref: SimProductRef) => Effect.Effect<SimSettings, ApiError>;
  /** sim.putSettings: saves the settings; ones that break a call barring dependency are refused. */
  readonly putSettings: (request: PutSimSettingsRequest) => Effect.Effect<SimSettings, ApiError>;
  /** sim.enable: enables the SIM, re-authenticated by password or e-mailed code. */
  readonly enable: (request: SimToggleRequest) => Effect.Effect<SimStatus, ApiError>;
  /** sim.disable: disables the SIM, re-authenticated. */
  readonly disable: (request: SimToggleRequest) => Effect.Effect<SimStatus, ApiError>;
  /** sim.swap: moves the service to a new SIM by its SIM ID, re-authenticated. */
  readonly swap: (request: SimSwapRequest) => Effect.Effect<SimStatus, ApiError>;
  /** sim.status: the SIM of a service (SIM ID, number, enabled). */
  readonly status: (request: SimStatusRequest) => Effect.Effect<SimStatus, ApiError>;
  /** sim.searchMsisdn: one page of free phone numbers. */
  readonly searchMsisdn: (request: MsisdnSearchRequest) => Effect.Effect<MsisdnSearchReply, ApiError>;
  /** sim.changeMsisdn: changes the service's number to a free one, re-authenticated. */
  readonly changeMsisdn: (request: MsisdnChangeRequest) => Effect.Effect<MsisdnChangeReply, ApiError>;
  /** sim.transferProductType: moves the service to another billing type; a dry run says what is owed. */
  readonly transferProductType: (
    request: ProductTypeTransferRequest,
    dry: boolean,
  ) => Effect.Effect<ProductTypeTransferReply, ApiError>;
  /** sim.metadata: the SIM's catalogue ids per billing type and whether it is fully paid. */
  readonly metadata: (productUUID: string) => Effect.Effect<SimMetadata, ApiError>;
  /** sim.sendAuthCode: e-mails a code for a sensitive action (decided: the spec does not show how). */
  readonly sendAuthCode: (request: AuthCodeRequest) => Effect.Effect<AuthCodeReply, ApiError>;
}

export class SimApi extends Context.Tag("waea/SimApi")<SimApi, SimApiService>() {}
