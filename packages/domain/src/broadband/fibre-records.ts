import * as Schema from "effect/Schema";
import { Cents } from "../money";

/**
 * Records of the fibre lifecycle service (base /v3/{SPID}, spec 03 §7, BB-05). The spec says they are keyed by
 * UUID and carry notes, and does not list their fields: these are the fields a fibre order desk needs.
 */

/** Products and plans are cached 3 minutes (spec 03 §7). */
export const FIBRE_CACHE_MS = 3 * 60 * 1000;

export const PagingInfo = Schema.Struct({
  PageNumber: Schema.Int,
  PageItemCount: Schema.Int,
  TotalPages: Schema.Int,
  TotalItemCount: Schema.Int,
  IndexStart: Schema.Int,
});
export type PagingInfo = typeof PagingInfo.Type;

/** List calls send SPID, the owner's UUID and a page (spec 03 §7). Pages count from 1. */
export const FibreListQuery = Schema.Struct({
  SPID: Schema.Int,
  UUID: Schema.optional(Schema.String),
  PageNumber: Schema.Int.pipe(Schema.positive()),
  PageItemCount: Schema.Int.pipe(Schema.positive()),
});
export type FibreListQuery = typeof FibreListQuery.Type;

export const FibreNote = Schema.Struct({
  UUID: Schema.String,
  Note: Schema.String,
  CreatedAtNanos: Schema.optional(Schema.Number),
  CreatedBy: Schema.optional(Schema.String),
});
export type FibreNote = typeof FibreNote.Type;

export const FibreNotesReply = Schema.Struct({ Notes: Schema.Array(FibreNote) });
export type FibreNotesReply = typeof FibreNotesReply.Type;

const stamps = {
  CreatedAtNanos: Schema.optional(Schema.Number),
  UpdatedAtNanos: Schema.optional(Schema.Number),
  DeletedAtNanos: Schema.optional(Schema.Number),
};

/** lfc_product: the wholesale product of a local fibre company (Chorus, Enable, Tuatahi, Northpower). */
export const LfcProduct = Schema.Struct({
  UUID: Schema.String,
  SPID: Schema.Int,
  Name: Schema.String,
  LFC: Schema.String,
  DownloadMbps: Schema.Int,
  UploadMbps: Schema.Int,
  WholesaleCents: Cents,
  Notes: Schema.optional(Schema.Array(FibreNote)),
  ...stamps,
});
export type LfcProduct = typeof LfcProduct.Type;

/** UFB_plan: a retail fibre plan built on a wholesale product. */
export const UfbPlan = Schema.Struct({
  UUID: Schema.String,
  SPID: Schema.Int,
  Name: Schema.String,
  Description: Schema.optional(Schema.String),
  PriceCents: Cents,
  DownloadMbps: Schema.optional(Schema.Int),
  UploadMbps: Schema.optional(Schema.Int),
  LFCProductUUID: Schema.optional(Schema.String),
});
export type UfbPlan = typeof UfbPlan.Type;

/** POST UFB_plan: plans for a location; returns UFBPlans. */
export const UfbPlanSearch = Schema.Struct({
  SPID: Schema.Int,
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
});
export type UfbPlanSearch = typeof UfbPlanSearch.Type;

export const UfbPlansReply = Schema.Struct({ UFBPlans: Schema.Array(UfbPlan) });
export type UfbPlansReply = typeof UfbPlansReply.Type;

/** UFB_order: a fibre order with its appointment. */
export const UfbOrder = Schema.Struct({
  UUID: Schema.String,
  SPID: Schema.Int,
  CustomerUUID: Schema.String,
  UFBPlanUUID: Schema.String,
  LocationProvider: Schema.String,
  LocationProviderIDX: Schema.String,
  OrderType: Schema.String,
  Status: Schema.String,
  ServiceAvailabilityUUID: Schema.optional(Schema.String),
  RSFDate: Schema.optional(Schema.String),
  AppointmentStart: Schema.optional(Schema.String),
  AppointmentEnd: Schema.optional(Schema.String),
  Notes: Schema.optional(Schema.Array(FibreNote)),
  ...stamps,
});
export type UfbOrder = typeof UfbOrder.Type;

/** UFB: a customer's fibre product, made by a completed order. Status is the numeric product status. */
export const UfbProduct = Schema.Struct({
  UUID: Schema.String,
  SPID: Schema.Int,
  CustomerUUID: Schema.String,
  UFBOrderUUID: Schema.optional(Schema.String),
  UFBPlanUUID: Schema.optional(Schema.String),
  ServiceID: Schema.optional(Schema.String),
  Status: Schema.Number,
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
  Notes: Schema.optional(Schema.Array(FibreNote)),
  ...stamps,
});
export type UfbProduct = typeof UfbProduct.Type;

/** The record of each fibre collection. */
export interface FibreRecords {
  readonly lfc_product: LfcProduct;
  readonly UFB_order: UfbOrder;
  readonly UFB: UfbProduct;
}
export type FibreKind = keyof FibreRecords;
/** Collections the portal creates records in (UFB products are made by completed orders). */
export type CreatableFibreKind = "lfc_product" | "UFB_order";
/** Collections with notes (ufb_order/{UUID}/note, ufb/{UUID}/note). */
export type NotedFibreKind = "UFB_order" | "UFB";
/** A new record: the service gives it its UUID. */
export type FibreRecordInput<K extends FibreKind> = Omit<FibreRecords[K], "UUID"> & {
  readonly UUID?: string;
};

export interface FibrePage<T> {
  readonly Items: ReadonlyArray<T>;
  readonly PageInfo: PagingInfo;
}

/** One page of a list, with its paging info. */
export const pageOf = <T>(
  all: ReadonlyArray<T>,
  query: Pick<FibreListQuery, "PageNumber" | "PageItemCount">,
): FibrePage<T> => {
  const start = (query.PageNumber - 1) * query.PageItemCount;
  return {
    Items: all.slice(start, start + query.PageItemCount),
    PageInfo: {
      PageNumber: query.PageNumber,
      PageItemCount: query.PageItemCount,
      TotalPages: Math.ceil(all.length / query.PageItemCount),
      TotalItemCount: all.length,
      IndexStart: start,
    },
  };
};

/** GET lfc_product accepts 200 and 404: a 404 is this empty page. */
export const emptyFibrePage = <T>(
  query: Pick<FibreListQuery, "PageNumber" | "PageItemCount">,
): FibrePage<T> => pageOf<T>([], query);
