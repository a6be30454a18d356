import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { EshopItemSearchRequest, ServerCart } from "../cart";
import type { CheckoutReply, CheckoutV2Payload } from "../checkout";
import type { ApiError } from "../ports";
import type { ServiceAvailability, ServiceAvailabilityQuery } from "./availability";
import type { AddressSearchReply } from "./broadband-location";
import type { BroadbandNetwork, BroadbandPlansReply, PlansQuery } from "./broadband-plan";
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
import type { FwaCustomerPlansReply, FwaProductsReply } from "./fwa";
import type { ModemSearchReply } from "./modem";
import type { BookingReply, BookingRequest, TimeSlotsQuery, TimeSlotsReply } from "./time-slots";

/**
 * The broadband calls of spec 03 §7 (BB-01..05). Calls that exist for both networks take the network and go to
 * /fwa/... or /ufb/...; the fibre lifecycle service (base /v3/{SPID}) is reached through the fibre* methods with
 * the collection's name.
 */
export interface BroadbandApiService {
  /** GET /broadband/v1/search_address?query=. */
  readonly searchAddress: (query: string) => Effect.Effect<AddressSearchReply, ApiError>;
  /** GET /broadband/v1/plans with LocationProvider, LocationProviderIDX, ProductType. */
  readonly plans: (query: PlansQuery) => Effect.Effect<BroadbandPlansReply, ApiError>;
  /** GET /fwa/searchAddress, /ufb/searchAddress. */
  readonly networkSearchAddress: (
    network: BroadbandNetwork,
    query: string,
  ) => Effect.Effect<AddressSearchReply, ApiError>;
  /** GET /fwa/service_availability, /ufb/service_availability with SPID and the location ids. */
  readonly serviceAvailability: (
    network: BroadbandNetwork,
    query: ServiceAvailabilityQuery,
  ) => Effect.Effect<ServiceAvailability, ApiError>;
  /** POST /fwa/change-plan, /ufb/change-plan. */
  readonly changePlan: (
    network: BroadbandNetwork,
    request: ChangePlanRequest,
  ) => Effect.Effect<ChangePlanReply, ApiError>;
  /** GET /fwa/order/{OrderUUID}/time_slots, /ufb/order/{id}/time_slots with OrderUUID, CustomerUUID, Mode. */
  readonly timeSlots: (
    network: BroadbandNetwork,
    query: TimeSlotsQuery,
  ) => Effect.Effect<TimeSlotsReply, ApiError>;
  /** POST /fwa/order/{OrderUUID}/book, /ufb/order/{id}/book. */
  readonly book: (
    network: BroadbandNetwork,
    request: BookingRequest,
  ) => Effect.Effect<BookingReply, ApiError>;
  /** GET fwa/v1/customer/{customerUuid}/mobile/{productUuid}/plans. */
  readonly fwaCustomerPlans: (
    customerUUID: string,
    productUUID: string,
  ) => Effect.Effect<FwaCustomerPlansReply, ApiError>;
  /** POST eshop/eshop_item_advanced_search with the modem search (see modemSearchRequest). */
  readonly searchModems: (request: EshopItemSearchRequest) => Effect.Effect<ModemSearchReply, ApiError>;
  /**
   * The customer's fixed wireless products. Not a call of the spec: FWA products are the customer's mobileFWA
   * products (spec 01 §3); the adapter reads them from the customer's products and maps them to FwaProduct.
   */
  readonly fwaProducts: (customerUUID: string) => Effect.Effect<FwaProductsReply, ApiError>;
  /** GET /ufb/plans with the location ids. */
  readonly ufbPlans: (query: ServiceAvailabilityQuery) => Effect.Effect<BroadbandPlansReply, ApiError>;
  /** POST /ufb/cart with the v2 payload. */
  readonly ufbCart: (payload: CheckoutV2Payload) => Effect.Effect<ServerCart, ApiError>;
  /** POST /ufb/checkout with the v2 payload: ClientSecret and OrderID. */
  readonly ufbCheckout: (payload: CheckoutV2Payload) => Effect.Effect<CheckoutReply, ApiError>;

  // fibre lifecycle service, base /v3/{SPID}
  /** POST lfc_product, POST UFB_order. */
  readonly fibreCreate: <K extends CreatableFibreKind>(
    kind: K,
    record: FibreRecordInput<K>,
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** GET lfc_product, UFB_order, UFB: paginated (SPID, UUID, page); lfc_product's 404 is an empty page. */
  readonly fibreList: <K extends FibreKind>(
    kind: K,
    query: FibreListQuery,
  ) => Effect.Effect<FibrePage<FibreRecords[K]>, ApiError>;
  /** GET {kind}/{UUID}. */
  readonly fibreGet: <K extends FibreKind>(kind: K, uuid: string) => Effect.Effect<FibreRecords[K], ApiError>;
  /** PUT {kind}/{UUID}. */
  readonly fibreUpdate: <K extends FibreKind>(
    kind: K,
    record: FibreRecords[K],
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** DELETE {kind}/{UUID}: marks deleted (DeletedAtNanos). */
  readonly fibreDelete: <K extends FibreKind>(
    kind: K,
    uuid: string,
  ) => Effect.Effect<FibreRecords[K], ApiError>;
  /** DELETE {kind}/{UUID}/purge: gone for good. */
  readonly fibrePurge: (kind: FibreKind, uuid: string) => Effect.Effect<void, ApiError>;
  /** GET ufb_order/{UUID}/note, ufb/{UUID}/note. */
  readonly fibreNotes: (kind: NotedFibreKind, uuid: string) => Effect.Effect<FibreNotesReply, ApiError>;
  /** POST ufb_order/{UUID}/note, ufb/{UUID}/note. */
  readonly fibreAddNote: (
    kind: NotedFibreKind,
    uuid: string,
    note: string,
  ) => Effect.Effect<FibreNote, ApiError>;
  /** POST UFB_order/{UUID}/book: books the appointment. */
  readonly ufbOrderBook: (uuid: string, request: BookingRequest) => Effect.Effect<UfbOrder, ApiError>;
  /** POST UFB_order/{UUID}/get_available_times. */
  readonly ufbOrderAvailableTimes: (
    uuid: string,
    query: Pick<TimeSlotsQuery, "Mode">,
  ) => Effect.Effect<TimeSlotsReply, ApiError>;
  /** POST UFB_plan: returns UFBPlans. */
  readonly ufbPlanSearch: (request: UfbPlanSearch) => Effect.Effect<UfbPlansReply, ApiError>;
}

export class BroadbandApi extends Context.Tag("waea/BroadbandApi")<BroadbandApi, BroadbandApiService>() {}
