import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { CART_STATE, gstPartCents } from "../cart";
import { SPID } from "../config";
import { apiFailure } from "../ports";
import type { ServiceAvailability } from "./availability";
import { BroadbandApi, type BroadbandApiService } from "./broadband-api";
import type { BroadbandLocation } from "./broadband-location";
import type { BroadbandNetwork, BroadbandPlan } from "./broadband-plan";
import {
  pageOf,
  type FibreKind,
  type FibreNote,
  type FibreRecords,
  type UfbPlan,
  type UfbProduct,
} from "./fibre-records";
import type { FwaProduct } from "./fwa";
import type { Modem } from "./modem";
import type { BookingReply, TimeSlot } from "./time-slots";

export interface MemoryBroadbandSeed {
  readonly locations?: ReadonlyArray<BroadbandLocation>;
  /** Availability status per network and LocationProviderIDX; unlisted premises have no service. */
  readonly availability?: Readonly<Record<BroadbandNetwork, Readonly<Record<string, string>>>>;
  readonly plans?: ReadonlyArray<BroadbandPlan>;
  readonly modems?: ReadonlyArray<Modem>;
  readonly slots?: ReadonlyArray<TimeSlot>;
  readonly ufbPlans?: ReadonlyArray<UfbPlan>;
  readonly fwaProducts?: ReadonlyArray<FwaProduct>;
  /** Status and notes of the fibre orders /ufb/checkout creates (PROCESSING by default). */
  readonly ufbOrderStatus?: string;
  readonly ufbOrderNotes?: ReadonlyArray<FibreNote>;
  readonly nowNanos?: () => number;
}

export interface MemoryBroadbandApi extends BroadbandApiService {
  readonly bookings: ReadonlyMap<string, BookingReply>;
  /** A new product shows up for the customer after this many reads of their products (provisioning). */
  readonly provisionAfter: (network: BroadbandNetwork, customerUUID: string, reads: number) => void;
}

interface Pending {
  readonly network: BroadbandNetwork;
  readonly customerUUID: string;
  reads: number;
}

/**
 * An in-memory broadband service: address search over seeded premises, availability per network, plans, modems,
 * time slots and bookings, plan changes, the /ufb cart and checkout (which opens a UFB_order and provisions a
 * fibre product after two reads), and the fibre lifecycle collections with paging, soft delete, purge and notes.
 */
export const makeMemoryBroadbandApi = (seed: MemoryBroadbandSeed = {}): MemoryBroadbandApi => {
  const now = seed.nowNanos ?? (() => 0);
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-${String(++sequence).padStart(4, "0")}`;
  const locations = seed.locations ?? [];
  const plans = seed.plans ?? [];
  const slots = seed.slots ?? [];
  const bookings = new Map<string, BookingReply>();
  const fwaProducts: FwaProduct[] = [...(seed.fwaProducts ?? [])];
  const pending: Pending[] = [];
  const collections: { [K in FibreKind]: Map<string, FibreRecords[K]> } = {
    lfc_product: new Map(),
    UFB_order: new Map(),
    UFB: new Map(),
  };
  const notes = new Map<string, FibreNote[]>();

  const search = (query: string) => {
    const wanted = query.trim().toLowerCase();
    return Effect.succeed({
      Addresses: wanted === "" ? [] : locations.filter((l) => l.Formatted.toLowerCase().includes(wanted)),
    });
  };
  const provision = (network: BroadbandNetwork, customerUUID: string) => {
    for (const entry of pending.filter((p) => p.network === network && p.customerUUID === customerUUID)) {
      entry.reads -= 1;
      if (entry.reads > 0) continue;
      pending.splice(pending.indexOf(entry), 1);
      const uuid = nextId(network === "fwa" ? "fwa-product" : "ufb-product");
      if (network === "fwa") fwaProducts.push({ UUID: uuid, Status: 2, CustomerUUID: customerUUID });
      else
        collections.UFB.set(uuid, {
          UUID: uuid,
          SPID: SPID,
          CustomerUUID: customerUUID,
          Status: 2,
          CreatedAtNanos: now(),
        } satisfies UfbProduct);
    }
  };
  const record = <K extends FibreKind>(call: string, kind: K, uuid: string) => {
    const found = collections[kind].get(uuid);
    return found === undefined ? apiFailure(call, 404, "Object not found") : Effect.succeed(found);
  };
  const checkV2 = (
    call: string,
    payload: {
      SPID: number;
      Items: ReadonlyArray<unknown>;
      ExternalReference: { ServiceAvailabilityUUID: string };
    },
  ) => {
    if (payload.SPID !== SPID) return apiFailure(call, 400, "Invalid SPID");
    if (payload.Items.length === 0) return apiFailure(call, 400, "No Order Items");
    if (payload.ExternalReference.ServiceAvailabilityUUID.trim() === "")
      return apiFailure(call, 400, "No service availability data");
    return Effect.void;
  };

  return {
    bookings,
    provisionAfter: (network, customerUUID, reads) => void pending.push({ network, customerUUID, reads }),
    searchAddress: search,
    networkSearchAddress: (_network, query) => search(query),
    plans: (query) =>
      Effect.succeed({ Plans: plans.filter((plan) => plan.BroadbandProductType === query.ProductType) }),
    ufbPlans: () => Effect.succeed({ Plans: plans.filter((plan) => plan.BroadbandProductType === "UFB") }),
    serviceAvailability: (network, query) => {
      if (query.SPID !== SPID) return apiFailure("serviceAvailability", 400, "Invalid SPID");
      const status = seed.availability?.[network][query.LocationProviderIDX] ?? "service_unavailable";
      const reply: ServiceAvailability = {
        UUID: `sa-${network}-${query.LocationProviderIDX}`,
        Status: status,
        LocationProvider: query.LocationProvider,
        LocationProviderIDX: query.LocationProviderIDX,
      };
      return Effect.succeed(reply);
    },
    changePlan: (_network, request) =>
      plans.some((plan) => plan.ID === request.ProductAvailabilityUUID)
        ? Effect.succeed({
            UUID: request.UUID,
            ProductAvailabilityUUID: request.ProductAvailabilityUUID,
            Status: "SCHEDULED",
          })
        : apiFailure("changePlan", 400, "Unknown plan"),
    timeSlots: (_network, query) =>
      query.OrderUUID.trim() === ""
        ? apiFailure("timeSlots", 400, "No UUID")
        : Effect.succeed({ AvailableTimeSlots: slots }),
    book: (_network, request) => {
      if (!slots.some((slot) => slot.Start === request.Start && slot.End === request.End))
        return apiFailure("book", 400, "Time slot not available");
      const reply: BookingReply = {
        OrderUUID: request.OrderUUID,
        Start: request.Start,
        End: request.End,
        Status: "BOOKED",
      };
      bookings.set(request.OrderUUID, reply);
      return Effect.succeed(reply);
    },
    fwaCustomerPlans: (_customerUUID, productUUID) =>
      fwaProducts.some((product) => product.UUID === productUUID)
        ? Effect.succeed({
            BroadbandPlans: { Plans: plans.filter((plan) => plan.BroadbandProductType === "FWA") },
          })
        : apiFailure("fwaCustomerPlans", 404, "Object not found"),
    searchModems: (request) => {
      const modems = [...(seed.modems ?? [])].sort((a, b) =>
        request.SearchOptions.SortOrder === "DESC"
          ? b.Name.localeCompare(a.Name)
          : a.Name.localeCompare(b.Name),
      );
      const { PageNumber, PageSize } = request.SearchOptions;
      return Effect.succeed({
        ItemVariants: modems.slice(PageNumber * PageSize, (PageNumber + 1) * PageSize),
      });
    },
    fwaProducts: (customerUUID) =>
      Effect.sync(() => {
        provision("fwa", customerUUID);
        return { Products: fwaProducts.filter((product) => product.CustomerUUID === customerUUID) };
      }),
    ufbCart: (payload) =>
      Effect.flatMap(checkV2("ufbCart", payload), () => {
        const uuid = nextId("ufb-cart");
        const items = payload.Items.map((item) => ({
          ItemUUID: item.ItemUUID,
          ...(item.ProductAvailabilityUUID === undefined
            ? {}
            : { ProductAvailabilityUUID: item.ProductAvailabilityUUID }),
          Quantity: 1,
          PriceCents: plans.find((plan) => plan.ID === item.ProductAvailabilityUUID)?.Price ?? 0,
          Type: item.Type,
          VirtualType: item.VirtualType,
          PhysicalType: "MODEM" as const,
        }));
        const amount = items.reduce((total, item) => total + item.PriceCents, 0);
        return Effect.succeed({
          UUID: uuid,
          Number: uuid.toUpperCase(),
          CustomerUUID: payload.CustomerUUID,
          Items: items,
          AmountCents: amount,
          AmountTaxCents: gstPartCents(amount),
          State: CART_STATE,
        });
      }),
    ufbCheckout: (payload) =>
      Effect.flatMap(checkV2("ufbCheckout", payload), () =>
        Effect.sync(() => {
          const orderId = nextId("UFB-ORDER");
          pending.push({ network: "ufb", customerUUID: payload.CustomerUUID, reads: 2 });
          collections.UFB_order.set(orderId, {
            UUID: orderId,
            SPID: SPID,
            CustomerUUID: payload.CustomerUUID,
            UFBPlanUUID: payload.Items[0]?.ProductAvailabilityUUID ?? "",
            LocationProvider: payload.Address.LocationProvider ?? "",
            LocationProviderIDX: payload.Address.LocationProviderIDX ?? "",
            OrderType: payload.ExternalReference.OrderType,
            Status: seed.ufbOrderStatus ?? "PROCESSING",
            ServiceAvailabilityUUID: payload.ExternalReference.ServiceAvailabilityUUID,
            ...(seed.ufbOrderNotes === undefined ? {} : { Notes: seed.ufbOrderNotes }),
            CreatedAtNanos: now(),
          });
          const price =
            plans.find((plan) => plan.ID === payload.Items[0]?.ProductAvailabilityUUID)?.Price ?? 0;
          return { OrderID: orderId, ...(price > 0 ? { ClientSecret: `pi_${orderId}_secret` } : {}) };
        }),
      ),

    fibreCreate: (kind, input) =>
      Effect.sync(() => {
        const uuid = input.UUID ?? nextId(kind.toLowerCase());
        const created = { ...input, UUID: uuid, CreatedAtNanos: now() } as FibreRecords[typeof kind];
        collections[kind].set(uuid, created);
        return created;
      }),
    fibreList: (kind, query) =>
      Effect.sync(() => {
        provision("ufb", query.UUID ?? "");
        const all = [...collections[kind].values()].filter(
          (item) => query.UUID === undefined || !("CustomerUUID" in item) || item.CustomerUUID === query.UUID,
        );
        return pageOf(all, query);
      }),
    fibreGet: (kind, uuid) => record("fibreGet", kind, uuid),
    fibreUpdate: (kind, updated) =>
      Effect.flatMap(record("fibreUpdate", kind, updated.UUID), () =>
        Effect.sync(() => {
          const stamped = { ...updated, UpdatedAtNanos: now() };
          collections[kind].set(updated.UUID, stamped);
          return stamped;
        }),
      ),
    fibreDelete: (kind, uuid) =>
      Effect.flatMap(record("fibreDelete", kind, uuid), (found) =>
        Effect.sync(() => {
          const deleted = { ...found, DeletedAtNanos: Math.max(1, now()) };
          collections[kind].set(uuid, deleted);
          return deleted;
        }),
      ),
    fibrePurge: (kind, uuid) =>
      Effect.flatMap(record("fibrePurge", kind, uuid), () =>
        Effect.sync(() => {
          collections[kind].delete(uuid);
          notes.delete(`${kind}/${uuid}`);
        }),
      ),
    fibreNotes: (kind, uuid) =>
      Effect.map(record("fibreNotes", kind, uuid), () => ({ Notes: notes.get(`${kind}/${uuid}`) ?? [] })),
    fibreAddNote: (kind, uuid, text) =>
      text.trim() === ""
        ? apiFailure("fibreAddNote", 400, "No params")
        : Effect.flatMap(record("fibreAddNote", kind, uuid), () =>
            Effect.sync(() => {
              const note: FibreNote = { UUID: nextId("note"), Note: text.trim(), CreatedAtNanos: now() };
              notes.set(`${kind}/${uuid}`, [...(notes.get(`${kind}/${uuid}`) ?? []), note]);
              return note;
            }),
          ),
    ufbOrderBook: (uuid, request) =>
      Effect.flatMap(record("ufbOrderBook", "UFB_order", uuid), (order) => {
        if (!slots.some((slot) => slot.Start === request.Start))
          return apiFailure("ufbOrderBook", 400, "Time slot not available");
        const booked = { ...order, AppointmentStart: request.Start, AppointmentEnd: request.End };
        collections.UFB_order.set(uuid, booked);
        return Effect.succeed(booked);
      }),
    ufbOrderAvailableTimes: (uuid) =>
      Effect.map(record("ufbOrderAvailableTimes", "UFB_order", uuid), () => ({ AvailableTimeSlots: slots })),
    ufbPlanSearch: (request) =>
      request.SPID === SPID
        ? Effect.succeed({ UFBPlans: seed.ufbPlans ?? [] })
        : apiFailure("ufbPlanSearch", 400, "Invalid SPID"),
  };
};

export const memoryBroadbandApiLayer = (
  api: BroadbandApiService = makeMemoryBroadbandApi(),
): Layer.Layer<BroadbandApi> => Layer.succeed(BroadbandApi, api);
