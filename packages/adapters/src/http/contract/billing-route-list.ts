import * as Schema from "effect/Schema";
import { BillingRoutesReply } from "@waea/domain/billing-routes";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The billing routes list alone (spec 03 §7), apart from the rest of the routes contract (billing-routes.ts spreads
 * it there): the session restore asks whether a parent route pays for the account on every signed-in page, and its
 * port part (billing-route-list-http.ts) loads this entry without the approval and route update schemas.
 */
export const listRoutesCall = defineCall({
  id: "billingRoutes.listRoutes",
  method: "GET",
  path: "/customers/{customerUuid}/billing-routes",
  params: Schema.Struct({ customerUuid: PathParam }),
  reply: json(BillingRoutesReply),
  auth: "bearer",
  replyShown: true,
});

export const billingRouteListCalls = collectCalls(listRoutesCall);
