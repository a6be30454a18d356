import * as Schema from "effect/Schema";
import { RouteHistoryReply, RouteRequestsReply } from "@waea/domain/billing-routes";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/**
 * The billing routes page's other reads (spec 03 §7): the requests awaiting an answer and each route's history,
 * apart from the rest of the routes contract (billing-routes.ts lists them in their places). Their port part
 * (billing-route-reads-http.ts) loads them without the route update, approval action and approval service schemas.
 */
export const listRequestsCall = defineCall({
  id: "billingRoutes.listRequests",
  method: "GET",
  path: "/customers/{customerUuid}/billing-routes/requests",
  params: Schema.Struct({ customerUuid: PathParam }),
  query: Schema.Struct({ ApprovalCode: Schema.optional(PathParam) }),
  reply: json(RouteRequestsReply),
  auth: "bearer",
  replyShown: true,
});

export const routeHistoryCall = defineCall({
  id: "billingRoutes.routeHistory",
  method: "GET",
  path: "/customers/{customerUuid}/billing-routes/{routeUuid}/history",
  params: Schema.Struct({ customerUuid: PathParam, routeUuid: PathParam }),
  reply: json(RouteHistoryReply),
  auth: "bearer",
  replyShown: false,
});

export const billingRouteReadCalls = collectCalls(listRequestsCall, routeHistoryCall);
