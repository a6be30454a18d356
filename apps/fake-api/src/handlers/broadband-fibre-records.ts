import type { FibreNote, LfcProduct, UfbOrder, UfbProduct } from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { StoredUfbOrder } from "../world/broadband";
import type { World } from "../world/world";
import { ownCustomer } from "./access";
import { ufbOrderStatus } from "./order-settle";

export const notFound = (): Refusal => refuse(404, OBJECT_NOT_FOUND);

const own = <R extends { readonly CustomerUUID: string }>(
  context: SignedInContext,
  records: Record<string, R>,
  uuid: string,
): R | Refusal => {
  const record = Object.hasOwn(records, uuid) ? records[uuid] : undefined;
  return record === undefined || !context.login.CustomerUUIDs.includes(record.CustomerUUID)
    ? notFound()
    : record;
};

/** A wholesale product; any signed-in login may read and manage them (the spec shows no operator rights). */
export const lfcProductAt = (context: SignedInContext, uuid: string): LfcProduct | Refusal => {
  const products = context.world.broadband.lfcProducts;
  return (Object.hasOwn(products, uuid) ? products[uuid] : undefined) ?? notFound();
};

/** A fibre order or fibre product of a customer account of the signed-in login (another's is not found). */
export const ufbOrderAt = (context: SignedInContext, uuid: string): StoredUfbOrder | Refusal =>
  own(context, context.world.broadband.ufbOrders, uuid);
export const ufbProductAt = (context: SignedInContext, uuid: string): UfbProduct | Refusal =>
  own(context, context.world.broadband.ufbProducts, uuid);

/** A fibre order as the service answers it: its status now (waiting for payment, processing, done). */
export const ufbOrderView = (world: World, order: StoredUfbOrder, nowMillis: number): UfbOrder => ({
  ...order,
  Status: ufbOrderStatus(world, order, nowMillis),
});

/** Whose records a list shows: the account named by UUID (one of the login's), else all the login's accounts. */
export const listOwners = (
  context: SignedInContext,
  uuid: string | undefined,
): ReadonlyArray<string> | Refusal => {
  if (uuid === undefined) return context.login.CustomerUUIDs;
  const customer = ownCustomer(context, uuid);
  return isRefusal(customer) ? customer : [uuid];
};

/*
 * A wholesale product's fields (SPID 67, a name, one of the four fibre companies, speeds and a price), a fibre
 * order's and product's, a note's and a list's page are the contract's to check (broadband-input.ts).
 */

/** A wholesale product as stored: the fields given, the server's stamps (notes stay with their calls). */
export const lfcProductRecord = (
  product: Omit<LfcProduct, "UUID">,
  uuid: string,
  stamps: Pick<LfcProduct, "CreatedAtNanos" | "UpdatedAtNanos" | "DeletedAtNanos" | "Notes">,
): LfcProduct => ({
  UUID: uuid,
  SPID: SPID,
  Name: product.Name.trim(),
  LFC: product.LFC,
  DownloadMbps: product.DownloadMbps,
  UploadMbps: product.UploadMbps,
  WholesaleCents: product.WholesaleCents,
  ...(stamps.Notes === undefined ? {} : { Notes: stamps.Notes }),
  ...(stamps.CreatedAtNanos === undefined ? {} : { CreatedAtNanos: stamps.CreatedAtNanos }),
  ...(stamps.UpdatedAtNanos === undefined ? {} : { UpdatedAtNanos: stamps.UpdatedAtNanos }),
  ...(stamps.DeletedAtNanos === undefined ? {} : { DeletedAtNanos: stamps.DeletedAtNanos }),
});

/** A new note by the signed-in person. */
export const newNote = (context: SignedInContext, id: string, text: string): FibreNote => ({
  UUID: id,
  Note: text.trim(),
  CreatedAtNanos: millisToNanos(context.nowMillis),
  CreatedBy: `${context.login.FirstName} ${context.login.LastName}`.trim(),
});

const OPEN = new Set(["PENDING_PAYMENT", "PROCESSING"]);
const CLOSING = new Set(["CANCELLED", "FAILED"]);

/**
 * The status a fibre order may be given: what it is now (no change), or CANCELLED or FAILED while it is still open.
 * Everything else moves with the order itself.
 */
export const nextUfbStatus = (current: string, stored: string, wanted: string): string | Refusal => {
  if (wanted === current || wanted === stored) return stored;
  return OPEN.has(current) && CLOSING.has(wanted)
    ? wanted
    : refuse(409, `An order that is ${current} cannot become ${wanted}`);
};
