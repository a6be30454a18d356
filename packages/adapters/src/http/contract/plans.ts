import * as Schema from "effect/Schema";
import {
  CATALOG_PAGE_SIZE,
  CancelPlanChangeReply,
  CatalogEntriesReply,
  CatalogEntriesRequest,
  ChangeAddonAutoRenewReply,
  ChangeAddonAutoRenewRequest,
  ChangePlanReply,
  ChangePlanRequest,
  PlanChangeTarget,
  PostpayMobilePlansReply,
  PrepayAddonsReply,
  ScheduledPlanChangeReply,
} from "@waea/domain/plans";
import { collectCalls, defineCall, json } from "./define";
import { nonBlank } from "./input-rules";

/**
 * A catalog request names the customer account ('current account not specified', spec 02 §5), at least one product
 * type, and a page of 1 to CATALOG_PAGE_SIZE entries.
 */
const CatalogEntriesWireRequest = Schema.Struct({
  ...CatalogEntriesRequest.fields,
  ProductTypeList: CatalogEntriesRequest.fields.ProductTypeList.pipe(
    Schema.minItems(1, { message: () => "must not be empty" }),
  ),
  SearchOptions: Schema.Struct({
    PageSize: Schema.Int.pipe(
      Schema.between(1, CATALOG_PAGE_SIZE, { message: () => `must be between 1 and ${CATALOG_PAGE_SIZE}` }),
    ),
  }),
  CustomerInfo: Schema.Struct({ ID: nonBlank("current account not specified") }),
});

/** Plan lists are cached for 1 minute (spec 02 §7). */
const PLAN_LIST_CACHE_MS = 60 * 1000;

/**
 * The spec says a scheduled change can be cancelled but names no call to read or cancel it: the paths of
 * plans.scheduledPlanChange and plans.cancelPlanChange follow the change-plan call and are proposed, to be agreed
 * with the operator (the fake API serves them).
 *
 * Plan lists, the catalog, plan change and auto renew (spec 02 §4, §7; 03 §7), one entry per PlansApi method. The
 * plan lists are public (the public plans pages show them to visitors); everything else acts on a signed-in
 * customer's product. A plan change or auto renew change clears the cached product views.
 */
export const plansCalls = collectCalls(
  defineCall({
    id: "plans.postpayMobilePlans",
    method: "GET",
    path: "/v1/{spid}/postpay_mobile_plans",
    reply: json(PostpayMobilePlansReply),
    auth: "none",
    replyShown: true,
    cache: { ttlMs: PLAN_LIST_CACHE_MS, groups: ["plans"] },
  }),
  defineCall({
    id: "plans.prepayMobilePlans",
    method: "GET",
    path: "/v3/{spid}/prepay_mobile_plans",
    reply: json(PrepayAddonsReply),
    auth: "none",
    replyShown: true,
    cache: { ttlMs: PLAN_LIST_CACHE_MS, groups: ["plans"] },
  }),
  defineCall({
    id: "plans.catalogEntries",
    method: "POST",
    path: "/catalog/v2/entries",
    body: CatalogEntriesWireRequest,
    reply: json(CatalogEntriesReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "plans.changePlan",
    method: "POST",
    path: "/eshop/customer/change-plan",
    body: ChangePlanRequest,
    reply: json(ChangePlanReply),
    auth: "bearer",
    replyShown: false,
    // A change now charges the new plan's price (from the balance or the card).
    movesMoney: true,
  }),
  defineCall({
    id: "plans.scheduledPlanChange",
    method: "GET",
    path: "/eshop/customer/change-plan/scheduled",
    query: PlanChangeTarget,
    reply: json(ScheduledPlanChangeReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "plans.cancelPlanChange",
    method: "POST",
    path: "/eshop/customer/change-plan/cancel",
    body: PlanChangeTarget,
    reply: json(CancelPlanChangeReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "plans.changeAddonAutoRenew",
    method: "POST",
    path: "/update/change-addon-auto-renew",
    body: ChangeAddonAutoRenewRequest,
    reply: json(ChangeAddonAutoRenewReply),
    auth: "bearer",
    replyShown: false,
  }),
);
