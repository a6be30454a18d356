import * as Schema from "effect/Schema";
import {
  AddressSearchReply,
  BookingReply,
  BroadbandPlansReply,
  ChangePlanReply,
  ChangePlanRequest,
  FIBRE_CACHE_MS,
  FWA_PLANS_CACHE_MS,
  FwaCustomerPlansReply,
  FwaProductsReply,
  PlansQuery,
  ServiceAvailability,
  TimeSlotsQuery,
  TimeSlotsReply,
} from "@waea/domain/broadband";
import { ServerCart } from "@waea/domain/cart";
import { CheckoutReply } from "@waea/domain/checkout";
import { BookingBody, FibrePlansWireQuery, LocationWireQuery } from "./broadband-input";
import { BroadbandOrderPayload } from "./broadband-order-input";
import { fibreCallDefinitions } from "./broadband-fibre";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/** What an address search sends: the typed text. */
const AddressQuery = Schema.Struct({ query: Schema.String.pipe(Schema.maxLength(200)) });

const PLANS = { ttlMs: FWA_PLANS_CACHE_MS, groups: ["broadband-plans"] };

const searchAddress = <N extends string, M extends string>(network: N, Network: M) =>
  defineCall({
    id: `broadband.networkSearchAddress${Network}`,
    method: "GET",
    path: `/${network}/searchAddress`,
    query: AddressQuery,
    reply: json(AddressSearchReply),
    auth: "none",
    replyShown: false,
  });

const availability = <N extends string, M extends string>(network: N, Network: M) =>
  defineCall({
    id: `broadband.serviceAvailability${Network}`,
    method: "GET",
    path: `/${network}/service_availability`,
    query: LocationWireQuery,
    reply: json(ServiceAvailability),
    auth: "none",
    replyShown: false,
  });

const changePlan = <N extends string, M extends string>(network: N, Network: M) =>
  defineCall({
    id: `broadband.changePlan${Network}`,
    method: "POST",
    path: `/${network}/change-plan`,
    body: ChangePlanRequest,
    reply: json(ChangePlanReply),
    auth: "bearer",
    replyShown: false,
    invalidates: PLANS.groups,
  });

const timeSlots = <N extends string, M extends string>(network: N, Network: M) =>
  defineCall({
    id: `broadband.timeSlots${Network}`,
    method: "GET",
    path: `/${network}/order/{orderUuid}/time_slots`,
    params: Schema.Struct({ orderUuid: PathParam }),
    query: TimeSlotsQuery,
    reply: json(TimeSlotsReply),
    auth: "bearer",
    replyShown: false,
  });

const book = <N extends string, M extends string>(network: N, Network: M) =>
  defineCall({
    id: `broadband.book${Network}`,
    method: "POST",
    path: `/${network}/order/{uuid}/book`,
    params: Schema.Struct({ uuid: PathParam }),
    body: BookingBody,
    reply: json(BookingReply),
    auth: "bearer",
    replyShown: false,
  });

/**
 * The broadband calls (spec 03 §4, §7; BB-01..05). Calls that exist for both networks have one entry per network,
 * `<portMethod>Fwa` (/fwa/...) and `<portMethod>Ufb` (/ufb/...); the fibre lifecycle service is in broadband-fibre.ts.
 * The modem search is `cart.searchItems` (one route, POST eshop/eshop_item_advanced_search with NetworkType=FWA).
 * Lookups by address are public; everything about a customer's products and orders needs the session.
 */
export const broadbandCalls = collectCalls(
  defineCall({
    id: "broadband.searchAddress",
    method: "GET",
    path: "/broadband/v1/search_address",
    query: AddressQuery,
    reply: json(AddressSearchReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.plans",
    method: "GET",
    path: "/broadband/v1/plans",
    query: PlansQuery,
    reply: json(BroadbandPlansReply),
    auth: "none",
    replyShown: false,
    cache: PLANS,
  }),
  searchAddress("fwa", "Fwa"),
  searchAddress("ufb", "Ufb"),
  availability("fwa", "Fwa"),
  availability("ufb", "Ufb"),
  changePlan("fwa", "Fwa"),
  changePlan("ufb", "Ufb"),
  timeSlots("fwa", "Fwa"),
  timeSlots("ufb", "Ufb"),
  book("fwa", "Fwa"),
  book("ufb", "Ufb"),
  defineCall({
    id: "broadband.fwaCustomerPlans",
    method: "GET",
    path: "/fwa/v1/customer/{customerUuid}/mobile/{productUuid}/plans",
    params: Schema.Struct({ customerUuid: PathParam, productUuid: PathParam }),
    reply: json(FwaCustomerPlansReply),
    auth: "bearer",
    replyShown: true,
    cache: PLANS,
  }),
  defineCall({
    id: "broadband.fwaProducts",
    method: "GET",
    path: "/fwa/customer/{customerUuid}/products",
    params: Schema.Struct({ customerUuid: PathParam }),
    reply: json(FwaProductsReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.ufbPlans",
    method: "GET",
    path: "/ufb/plans",
    query: FibrePlansWireQuery,
    reply: json(BroadbandPlansReply),
    auth: "none",
    replyShown: false,
    cache: { ttlMs: FIBRE_CACHE_MS, groups: ["fibre-plans"] },
  }),
  defineCall({
    id: "broadband.ufbCart",
    method: "POST",
    path: "/ufb/cart",
    body: BroadbandOrderPayload,
    reply: json(ServerCart),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "broadband.ufbCheckout",
    method: "POST",
    path: "/ufb/checkout",
    body: BroadbandOrderPayload,
    reply: json(CheckoutReply),
    auth: "bearer",
    replyShown: true,
    movesMoney: true,
  }),
  ...fibreCallDefinitions,
);
