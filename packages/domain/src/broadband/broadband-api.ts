import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { EshopItemSearchRequest, ServerCart } from "../cart";
import type { CheckoutReply, CheckoutV2Payload } from "../checkout";
import type { ApiError, IntentKey } from "../ports";
import type { ServiceAvailability, ServiceAvailabilityQuery } from "./availability";
import type { AddressSearchReply } from "./broadband-location";
import type { BroadbandNetwork, BroadbandPlansReply, FibrePlansQuery, PlansQuery } from "./broadband-plan";
import type { ChangePlanReply, ChangePlanRequest } from "./change-plan";
import type {
  CreatableFibreKind,
  FibreKind,
  FibreListQuery,
  FibreNote,
  FibreNotesReply,
  FibrePage,
  FibreRecordInput,
  FibreRecords,
  NotedFibreKind,
  UfbOrder,
  UfbPlanSearch,
  UfbPlansReply,
} from "./fibre-records";
import type { BroadbandSecurity, BroadbandSecuritySettings } from "./broadband-security";
import type { FibreUsageReply } from "./fibre-usage";
import type { FwaCustomerPlansReply, FwaProductsReply } from "./fwa";
import type { ModemSearchReply } from "./modem";
import type { BookingReply, BookingRequest, TimeSlotsQuery, TimeSlotsReply } from "./time-slots";

/**
 * The broadband calls of spec 03 §7 (BB-01..05), the entries of http/contract/broadband.ts. Calls that exist for both
 * networks take the network (entries `<method>Fwa` and `<method>Ufb`); the fibre lifecycle service is reached
 * through the fibre* methods with the collection's name (entries `broadband.fibre<Method><Collection>`).
 */
export interface BroadbandApiService {
  /** broadband.searchAddress: premises matching the typed address, with their location ids. */
  readonly searchAddress: (query: string) => Effect.Effect<AddressSearchReply, ApiError>;
  /** broadband.plans: the plans of a network at a location. */
  readonly plans: (query: PlansQuery) => Effect.Effect<BroadbandPlansReply, ApiError>;
  /** broadband.networkSearchAddressFwa, ...Ufb: the address search of a network's flow. */
  readonly networkSearchAddress: (
    network: BroadbandNetwork,
    query: string,
  ) => Effect.Effect<AddressSearchReply, ApiError>;
  /** broadband.serviceAvailabilityFwa, ...Ufb: whether the network can be ordered at a location. */
  readonly serviceAvailability: (
    network: BroadbandNetwork,
    query: ServiceAvailabilityQuery,
  ) => Effect.Effect<ServiceAvailability, ApiError>;
  /** broadband.changePlanFwa, ...Ufb: moves a product to another offered plan. */
  readonly changePlan: (
    network: BroadbandNetwork,
    request: ChangePlanRequest,
  ) => Effect.Effect<ChangePlanReply, ApiError>;
  /** broadband.timeSlotsFwa, ...Ufb: the free install or scope visit windows of an order. */
  readonly timeSlots: (
    network: BroadbandNetwork,
    query: TimeSlotsQuery,
  ) => Effect.Effect<TimeSlotsReply, ApiError>;
  /** broadband.bookFwa, ...Ufb: books an offered visit window for an order. */
  readonly book: (
    network: BroadbandNetwork,
    request: BookingRequest,
  ) => Effect.Effect<BookingReply, ApiError>;
  /** broadband.fwaCustomerPlans: the plans a customer's fixed wireless product can change to. */
  readonly fwaCustomerPlans: (
    customerUUID: string,
    productUUID: string,
  ) => Effect.Effect<FwaCustomerPlansReply, ApiError>;
  /** cart.searchItems with the modem search (see modemSearchRequest): the modems on sale. */
  readonly searchModems: (request: EshopItemSearchRequest) => Effect.Effect<ModemSearchReply, ApiError>;
  /**
   * The customer's fixed wireless products. Not a call of the spec: FWA products are the customer's mobileFWA
   * products (spec 01 §3); the adapter reads them from the customer's products and maps them to FwaProduct.
   */
  readonly fwaProducts: (customerUUID: string) => Effect.Effect<FwaProductsReply, ApiError>;
  /** broadband.ufbPlans: the fibre plans at a location, or every fibre plan without one. */
  readonly ufbPlans: (query: FibrePlansQuery) => Effect.Effect<BroadbandPlansReply, ApiError>;
  /** broadband.ufbCart: the fibre cart of the v2 payload, priced. */
  readonly ufbCart: (payload: CheckoutV2Payload) => Effect.Effect<ServerCart, ApiError>;
  /** broadband.ufbCheckout: the fibre order of the v2 payload; ClientSecret and OrderID. Keyed by its intent. */
  readonly ufbCheckout: (
    payload: CheckoutV2Payload,
    intent: IntentKey,
  ) => Effect.Effect<CheckoutReply, ApiError>;

  // fibre lifecycle service, base /v3/{SPID}
  /** broadband.fibreCreate<Collection>: a new wholesale product or fibre order. */
  readonly fibreCreate: <K extends CreatableFibreKind>(
    kind: K,
    record: FibreRecordInput<K>,
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** broadband.fibreList<Collection>: one page (SPID, owner UUID, page); lfc_product's 404 is an empty page. */
  readonly fibreList: <K extends FibreKind>(
    kind: K,
    query: FibreListQuery,
  ) => Effect.Effect<FibrePage<FibreRecords[K]>, ApiError>;
  /** broadband.fibreGet<Collection>: one record. */
  readonly fibreGet: <K extends FibreKind>(kind: K, uuid: string) => Effect.Effect<FibreRecords[K], ApiError>;
  /** broadband.fibreUpdate<Collection>: replaces a record. */
  readonly fibreUpdate: <K extends FibreKind>(
    kind: K,
    record: FibreRecords[K],
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** broadband.fibreDelete<Collection>: marks a record deleted (DeletedAtNanos). */
  readonly fibreDelete: <K extends FibreKind>(
    kind: K,
    uuid: string,
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** broadband.fibrePurge<Collection>: removes a record for good. */
  readonly fibrePurge: (kind: FibreKind, uuid: string) => Effect.Effect<void, ApiError>;
  /** broadband.fibreNotesUfbOrder, ...Ufb: a record's notes, oldest first. */
  readonly fibreNotes: (kind: NotedFibreKind, uuid: string) => Effect.Effect<FibreNotesReply, ApiError>;
  /** broadband.fibreAddNoteUfbOrder, ...Ufb: adds a note to a record. */
  readonly fibreAddNote: (
    kind: NotedFibreKind,
    uuid: string,
    note: string,
  ) => Effect.Effect<FibreNote, ApiError>;
  /** broadband.ufbOrderBook: books a fibre order's appointment in an offered window. */
  readonly ufbOrderBook: (uuid: string, request: BookingRequest) => Effect.Effect<UfbOrder, ApiError>;
  /** broadband.ufbOrderAvailableTimes: the free appointment windows of a fibre order. */
  readonly ufbOrderAvailableTimes: (
    uuid: string,
    query: Pick<TimeSlotsQuery, "Mode">,
  ) => Effect.Effect<TimeSlotsReply, ApiError>;
  /** broadband.ufbPlanSearch: the retail fibre plans, for a location when one is given. */
  readonly ufbPlanSearch: (request: UfbPlanSearch) => Effect.Effect<UfbPlansReply, ApiError>;
  /** broadband.ufbUsage: a fibre service's data use this billing period, by day. */
  readonly ufbUsage: (uuid: string) => Effect.Effect<FibreUsageReply, ApiError>;
  /** broadband.ufbSecurity: a fibre service's network protection. */
  readonly ufbSecurity: (uuid: string) => Effect.Effect<BroadbandSecurity, ApiError>;
  /** broadband.setUfbSecurity: stores a fibre service's network protection. */
  readonly setUfbSecurity: (
    uuid: string,
    settings: BroadbandSecuritySettings,
  ) => Effect.Effect<BroadbandSecurity, ApiError>;
}

export class BroadbandApi extends Context.Tag("waea/BroadbandApi")<BroadbandApi, BroadbandApiService>() {}
