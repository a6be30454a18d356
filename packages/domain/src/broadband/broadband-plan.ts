import * as Schema from "effect/Schema";
import { ItemAttribute } from "../cart";
import { Cents } from "../money";

/** The two broadband networks: fibre (UFB) and fixed wireless (FWA). */
export const BroadbandProductType = Schema.Literal("UFB", "FWA");
export type BroadbandProductType = typeof BroadbandProductType.Type;

/** The same two as the path segment of their calls (/ufb/..., /fwa/...). */
export type BroadbandNetwork = "ufb" | "fwa";
export const networkOf = (type: BroadbandProductType): BroadbandNetwork => (type === "UFB" ? "ufb" : "fwa");

/**
 * A broadband plan (spec 03 §3). ID is the plan's availability id, what the order and a plan change name.
 * Price is integer cents like every amount in the domain (shown as cents / 100).
 */
export const BroadbandPlan = Schema.Struct({
  ID: Schema.String,
  Name: Schema.String,
  Description: Schema.optional(Schema.String),
  Price: Cents,
  ProductCatalogUUID: Schema.String,
  BroadbandProductType: BroadbandProductType,
  OrderType: Schema.optional(Schema.String),
  Attributes: Schema.optional(Schema.Array(ItemAttribute)),
});
export type BroadbandPlan = typeof BroadbandPlan.Type;

/** GET /broadband/v1/plans and /ufb/plans. */
export const BroadbandPlansReply = Schema.Struct({ Plans: Schema.Array(BroadbandPlan) });
export type BroadbandPlansReply = typeof BroadbandPlansReply.Type;

/** Query of GET /broadband/v1/plans (spec 03 §7). */
export const PlansQuery = Schema.Struct({
  LocationProvider: Schema.String,
  LocationProviderIDX: Schema.String,
  ProductType: BroadbandProductType,
});
export type PlansQuery = typeof PlansQuery.Type;

/**
 * Query of GET /ufb/plans: SPID, and the location ids of a premises (its plans there) or none (every fibre plan the
 * operator sells, what the public fibre page shows before an address is known).
 */
export const FibrePlansQuery = Schema.Struct({
  SPID: Schema.Int,
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
});
export type FibrePlansQuery = typeof FibrePlansQuery.Type;

const mbps = (plan: BroadbandPlan, name: string): number | undefined => {
  const value = Number(plan.Attributes?.find((attribute) => attribute.Name === name)?.Value);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

/** A fibre plan's speeds in Mbps, from its DownloadMbps and UploadMbps attributes; undefined when either is missing. */
export const planSpeeds = (
  plan: BroadbandPlan,
): { readonly downMbps: number; readonly upMbps: number } | undefined => {
  const downMbps = mbps(plan, "DownloadMbps");
  const upMbps = mbps(plan, "UploadMbps");
  return downMbps === undefined || upMbps === undefined ? undefined : { downMbps, upMbps };
};

/** Plans and modems are cached 5 minutes (spec 03 §9). */
export const FWA_PLANS_CACHE_MS = 5 * 60 * 1000;
