import type { broadbandCalls } from "@waea/adapters/http/contract";
import { pageOf, type FibreListQuery, type UfbProduct } from "@waea/domain/broadband";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { bookingKey } from "../world/broadband";
import { operatorOnly } from "./access";
import { uuidFor } from "../world/prng";
import {
  lfcProductAt,
  lfcProductRecord,
  listOwners,
  newNote,
  nextUfbStatus,
  notFound,
  ufbOrderAt,
  ufbOrderView,
  ufbProductAt,
} from "./broadband-fibre-records";
import { createUfbOrder } from "./broadband-fibre-orders";
import { placeAt, statusAt } from "./broadband-places";
import { appoint, bookVisit, modeRefusal, offeredSlots, visitOrder } from "./broadband-visits";
import { ufbOrderStatus } from "./order-settle";

type Calls = typeof broadbandCalls;
type FibreId = Extract<
  keyof Calls,
  | `broadband.fibre${string}`
  | "broadband.ufbOrderBook"
  | "broadband.ufbOrderAvailableTimes"
  | "broadband.ufbPlanSearch"
>;

const newestFirst = <R extends { readonly CreatedAtNanos?: number | undefined }>(a: R, b: R): number =>
  (b.CreatedAtNanos ?? 0) - (a.CreatedAtNanos ?? 0);

/** Lists of orders and fibre products: the login's (or one named account's), newest first. */
const ownList = <R extends { readonly CustomerUUID: string; readonly CreatedAtNanos?: number | undefined }>(
  context: SignedInContext,
  query: FibreListQuery,
  records: () => ReadonlyArray<R>,
) => {
  const owners = listOwners(context, query.UUID);
  if (isRefusal(owners)) return owners;
  return pageOf(
    records()
      .filter((record) => owners.includes(record.CustomerUUID))
      .sort(newestFirst),
    query,
  );
};

const deletedNow = (context: SignedInContext, at: number | undefined) =>
  at ?? Math.max(1, millisToNanos(context.nowMillis));

const noteId = (context: SignedInContext, uuid: string, count: number): string =>
  uuidFor(context.world.seed, `fibre-note:${uuid}:${count}`);

/**
 * The fibre lifecycle service, base /v3/{SPID} (BB-05): wholesale products every signed-in login reads and only
 * the operator's staff (the ops role) writes; fibre orders of the login's customer accounts, which only staff purge;
 * fibre services (UFB) their customers read and only staff change. Lists are pages (the wholesale list answers 404 when the page
 * is empty, which the spec accepts like a 200); DELETE marks a record deleted, purge removes it.
 */
export const fibreHandlers: Pick<Handlers<Calls>, FibreId> = {
  "broadband.fibreCreateLfcProduct": ({ body }, context) => {
    const staff = operatorOnly(context, "change the wholesale fibre catalogue");
    if (staff !== undefined) return staff;
    const products = context.world.broadband.lfcProducts;
    if (body.UUID !== undefined && Object.hasOwn(products, body.UUID))
      return refuse(409, "This UUID is taken");
    context.world.broadband.sequence += 1;
    const uuid = body.UUID ?? uuidFor(context.world.seed, `lfc-product:${context.world.broadband.sequence}`);
    const created = lfcProductRecord(body, uuid, { CreatedAtNanos: millisToNanos(context.nowMillis) });
    products[uuid] = created;
    return created;
  },
  "broadband.fibreCreateUfbOrder": ({ body }, context) => createUfbOrder(context, body),
  "broadband.fibreListLfcProduct": ({ query }, context) => {
    const all = Object.values(context.world.broadband.lfcProducts).sort((a, b) =>
      a.Name.localeCompare(b.Name),
    );
    const page = pageOf(all, query);
    return page.Items.length === 0 ? notFound() : page;
  },
  "broadband.fibreListUfbOrder": ({ query }, context) =>
    ownList(context, query, () =>
      Object.values(context.world.broadband.ufbOrders).map((order) =>
        ufbOrderView(context.world, order, context.nowMillis),
      ),
    ),
  "broadband.fibreListUfb": ({ query }, context) =>
    ownList(context, query, () => Object.values(context.world.broadband.ufbProducts)),
  "broadband.fibreGetLfcProduct": ({ params }, context) => lfcProductAt(context, params.uuid),
  "broadband.fibreGetUfbOrder": ({ params }, context) => {
    const order = ufbOrderAt(context, params.uuid);
    if (isRefusal(order)) return order;
    return ufbOrderView(context.world, order, context.nowMillis);
  },
  "broadband.fibreGetUfb": ({ params }, context) => {
    const product = ufbProductAt(context, params.uuid);
    if (isRefusal(product)) return product;
    return product;
  },
  "broadband.fibreUpdateLfcProduct": ({ params, body }, context) => {
    const staff = operatorOnly(context, "change the wholesale fibre catalogue");
    if (staff !== undefined) return staff;
    const stored = lfcProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    if (body.UUID !== params.uuid) return refuse(400, "body.UUID: must be the UUID of the path");
    const next = lfcProductRecord(body, stored.UUID, {
      ...stored,
      UpdatedAtNanos: millisToNanos(context.nowMillis),
    });
    context.world.broadband.lfcProducts[stored.UUID] = next;
    return next;
  },
  "broadband.fibreUpdateUfbOrder": ({ params, body }, context) => {
    const stored = ufbOrderAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    if (body.UUID !== params.uuid || body.CustomerUUID !== stored.CustomerUUID)
      return refuse(400, "body: UUID, SPID and CustomerUUID must stay as they are");
    const status = nextUfbStatus(
      ufbOrderStatus(context.world, stored, context.nowMillis),
      stored.Status,
      body.Status,
    );
    if (isRefusal(status)) return status;
    const next = {
      ...stored,
      OrderType: body.OrderType.trim(),
      ...(body.RSFDate === undefined ? {} : { RSFDate: body.RSFDate }),
      Status: status,
      UpdatedAtNanos: millisToNanos(context.nowMillis),
    };
    context.world.broadband.ufbOrders[stored.UUID] = next;
    return ufbOrderView(context.world, next, context.nowMillis);
  },
  "broadband.fibreUpdateUfb": ({ params, body }, context) => {
    const staff = operatorOnly(context, "change a fibre service record");
    if (staff !== undefined) return staff;
    const stored = ufbProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    if (body.UUID !== params.uuid || body.CustomerUUID !== stored.CustomerUUID)
      return refuse(400, "body: UUID, SPID and CustomerUUID must stay as they are");
    const next: UfbProduct = {
      ...stored,
      Status: body.Status,
      ...(body.ServiceID === undefined ? {} : { ServiceID: body.ServiceID }),
      UpdatedAtNanos: millisToNanos(context.nowMillis),
    };
    context.world.broadband.ufbProducts[stored.UUID] = next;
    return next;
  },
  "broadband.fibreDeleteLfcProduct": ({ params }, context) => {
    const staff = operatorOnly(context, "change the wholesale fibre catalogue");
    if (staff !== undefined) return staff;
    const stored = lfcProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    const next = { ...stored, DeletedAtNanos: deletedNow(context, stored.DeletedAtNanos) };
    context.world.broadband.lfcProducts[stored.UUID] = next;
    return next;
  },
  "broadband.fibreDeleteUfbOrder": ({ params }, context) => {
    const stored = ufbOrderAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    const next = { ...stored, DeletedAtNanos: deletedNow(context, stored.DeletedAtNanos) };
    context.world.broadband.ufbOrders[stored.UUID] = next;
    return ufbOrderView(context.world, next, context.nowMillis);
  },
  "broadband.fibreDeleteUfb": ({ params }, context) => {
    const staff = operatorOnly(context, "change a fibre service record");
    if (staff !== undefined) return staff;
    const stored = ufbProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    const next = { ...stored, DeletedAtNanos: deletedNow(context, stored.DeletedAtNanos) };
    context.world.broadband.ufbProducts[stored.UUID] = next;
    return next;
  },
  "broadband.fibrePurgeLfcProduct": ({ params }, context) => {
    const staff = operatorOnly(context, "change the wholesale fibre catalogue");
    if (staff !== undefined) return staff;
    const stored = lfcProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    delete context.world.broadband.lfcProducts[stored.UUID];
    return undefined;
  },
  "broadband.fibrePurgeUfbOrder": ({ params }, context) => {
    const staff = operatorOnly(context, "purge a fibre order");
    if (staff !== undefined) return staff;
    const stored = ufbOrderAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    delete context.world.broadband.ufbOrders[stored.UUID];
    delete context.world.broadband.bookings[bookingKey("ufb", stored.UUID)];
    return undefined;
  },
  "broadband.fibrePurgeUfb": ({ params }, context) => {
    const staff = operatorOnly(context, "change a fibre service record");
    if (staff !== undefined) return staff;
    const stored = ufbProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    delete context.world.broadband.ufbProducts[stored.UUID];
    return undefined;
  },
  "broadband.fibreNotesUfbOrder": ({ params }, context) => {
    const stored = ufbOrderAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    return { Notes: stored.Notes ?? [] };
  },
  "broadband.fibreNotesUfb": ({ params }, context) => {
    const stored = ufbProductAt(context, params.uuid);
    return isRefusal(stored) ? stored : { Notes: stored.Notes ?? [] };
  },
  "broadband.fibreAddNoteUfbOrder": ({ params, body }, context) => {
    const stored = ufbOrderAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    const notes = stored.Notes ?? [];
    const note = newNote(context, noteId(context, stored.UUID, notes.length), body.Note);
    context.world.broadband.ufbOrders[stored.UUID] = { ...stored, Notes: [...notes, note] };
    return note;
  },
  "broadband.fibreAddNoteUfb": ({ params, body }, context) => {
    const staff = operatorOnly(context, "change a fibre service record");
    if (staff !== undefined) return staff;
    const stored = ufbProductAt(context, params.uuid);
    if (isRefusal(stored)) return stored;
    const notes = stored.Notes ?? [];
    const note = newNote(context, noteId(context, stored.UUID, notes.length), body.Note);
    context.world.broadband.ufbProducts[stored.UUID] = { ...stored, Notes: [...notes, note] };
    return note;
  },
  "broadband.ufbOrderBook": ({ params, body }, context) => {
    if (body.OrderUUID !== params.uuid) return refuse(400, "body.OrderUUID: must name the order of the path");
    const order = visitOrder(context, "ufb", params.uuid);
    if (isRefusal(order)) return order;
    const booking = bookVisit(context, order, body);
    if (isRefusal(booking)) return booking;
    const booked = appoint(context, order.uuid, booking.Start, booking.End);
    return booked === undefined ? notFound() : ufbOrderView(context.world, booked, context.nowMillis);
  },
  "broadband.ufbOrderAvailableTimes": ({ params, body }, context) => {
    const order = visitOrder(context, "ufb", params.uuid);
    if (isRefusal(order)) return order;
    const mode = modeRefusal(order, body.Mode);
    if (mode !== undefined) return mode;
    return { AvailableTimeSlots: offeredSlots(context.world, order, body.Mode, context.nowMillis) };
  },
  "broadband.ufbPlanSearch": ({ body }, context) => {
    const plans = context.world.broadband.ufbPlans;
    if (body.LocationProvider === undefined && body.LocationProviderIDX === undefined)
      return { UFBPlans: plans };
    const place = placeAt(context.world, {
      LocationProvider: body.LocationProvider ?? "",
      LocationProviderIDX: body.LocationProviderIDX ?? "",
    });
    if (isRefusal(place)) return place;
    return { UFBPlans: statusAt(place, "ufb") === "service_unavailable" ? [] : plans };
  },
};
