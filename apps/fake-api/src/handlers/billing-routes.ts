import type { billingRoutesCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import { routeDeletion, withSecondsLeft, type Approval } from "@waea/domain/billing-routes";
import * as Either from "effect/Either";
import type { StoredRoute } from "../world/billing-routes";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { answerApproval } from "./approval-answer";
import { holdsCode, isAddressedTo, mayAnswer, newestFirst } from "./approval-parties";
import { approvalServiceHandlers } from "./approval-service";
import { isSide, routeRightsOf, routesOf, routeView, validCardCount } from "./billing-route-view";
import { recordRouteEvent, routeTrail } from "./route-history";
import { checkSpendTerms } from "./route-terms";
import { entryOf } from "./record-entry";

type Calls = typeof billingRoutesCalls;

const billingApprovals = (context: SignedInContext): ReadonlyArray<Approval> =>
  Object.values(context.world.billingRoutes.approvals).filter((approval) =>
    approval.ApprovalType.startsWith("BILLING_"),
  );

/** A route of this account, or none (another account's route is not found either). */
const ownRoute = (
  context: SignedInContext,
  customerUuid: string,
  routeUuid: string,
): StoredRoute | undefined => {
  const route = entryOf(context.world.billingRoutes.routes, routeUuid);
  return route !== undefined && isSide(route, customerUuid) ? route : undefined;
};

/** What is already spent in this cycle stays spent when the limit changes. */
const remainingAfter = (route: StoredRoute, limit: number): number => {
  const spent =
    route.SpendLimit === undefined || route.RemainingSpendLimit === undefined
      ? 0
      : Math.max(0, route.SpendLimit - route.RemainingSpendLimit);
  return Math.max(0, limit - spent);
};

const routeHandlers: Pick<
  Handlers<Calls>,
  | "billingRoutes.listRoutes"
  | "billingRoutes.listRequests"
  | "billingRoutes.updateRoute"
  | "billingRoutes.deleteRoute"
  | "billingRoutes.routeHistory"
  | "billingRoutes.routeApprovalAction"
> = {
  "billingRoutes.listRoutes": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    return {
      BillingRoutes: routesOf(context.world, params.customerUuid),
      ...routeRightsOf(context.world, params.customerUuid),
    };
  },

  "billingRoutes.listRequests": ({ params, query }, context) => {
    const uuid = params.customerUuid;
    const customer = ownCustomer(context, uuid);
    if (isRefusal(customer)) return customer;
    const code = query.ApprovalCode?.trim().toUpperCase();
    const all =
      code === undefined
        ? billingApprovals(context)
        : billingApprovals(context).filter((approval) => holdsCode(approval, code));
    // A code is the link of one approval: it reaches whoever may answer it, even if sent to an unknown address.
    // Its UUID is not a code: an id alone reaches nobody it was not sent to.
    const awaiting = (approval: Approval) =>
      code === undefined
        ? approval.CustomerUUID !== uuid && isAddressedTo(context.world, approval, uuid)
        : mayAnswer(context.world, approval, uuid, code);
    // Each pending one says the time left on the operator's clock: the operator decides expiry, the page shows it.
    const shown = (approvals: ReadonlyArray<Approval>) =>
      newestFirst(approvals).map((approval) => withSecondsLeft(approval, context.nowMillis));
    return {
      Invites: shown(all.filter((approval) => approval.CustomerUUID === uuid)),
      Approvals: shown(all.filter(awaiting)),
    };
  },

  "billingRoutes.updateRoute": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    const route = ownRoute(context, params.customerUuid, params.routeUuid);
    if (route === undefined) return refuse(404, OBJECT_NOT_FOUND);
    // The paid-for account sees the route but may not raise the payer's limit or rename it.
    if (route.CreditAccount.UUID !== params.customerUuid)
      return refuse(403, "Only the paying account may change this billing route");
    if (body.Name.trim() === "") return refuse(400, translate("en", "billing-routes.name_required"));
    const bad = checkSpendTerms(body);
    if (bad !== undefined) return bad;
    const updated: StoredRoute = {
      ...route,
      Name: body.Name.trim(),
      SpendCycle: body.SpendCycle,
      SpendCycleCount: body.SpendCycleCount,
      SpendLimit: body.SpendLimit,
      RemainingSpendLimit: remainingAfter(route, body.SpendLimit),
    };
    context.world.billingRoutes.routes[route.UUID] = updated;
    recordRouteEvent(context.world, route.UUID, context.nowMillis, {
      Kind: "changed",
      ByCustomerUUID: params.customerUuid,
      SpendLimit: body.SpendLimit,
      Name: updated.Name ?? "",
    });
    return routeView(updated, params.customerUuid);
  },

  "billingRoutes.deleteRoute": ({ params, query }, context) => {
    const uuid = params.customerUuid;
    const customer = ownCustomer(context, uuid);
    if (isRefusal(customer)) return customer;
    const route = ownRoute(context, uuid, params.routeUuid);
    if (route === undefined) return refuse(404, OBJECT_NOT_FOUND);
    if (query.DebitAccount !== route.DebitAccount.UUID || query.CreditAccount !== route.CreditAccount.UUID)
      return refuse(
        400,
        "query.DebitAccount, query.CreditAccount: must be the accounts of this billing route",
      );
    const allowed = routeDeletion(
      routeView(route, uuid),
      routesOf(context.world, uuid),
      validCardCount(context.world, uuid, context.nowMillis),
    );
    if (Either.isLeft(allowed)) return refuse(400, translate("en", allowed.left));
    delete context.world.billingRoutes.routes[route.UUID];
    delete context.world.billingRoutes.history[route.UUID];
    return undefined;
  },

  // Both sides read the trail; neither writes it (ours, issue #17).
  "billingRoutes.routeHistory": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    const route = ownRoute(context, params.customerUuid, params.routeUuid);
    if (route === undefined) return refuse(404, OBJECT_NOT_FOUND);
    return { Entries: routeTrail(context.world, route.UUID) };
  },

  "billingRoutes.routeApprovalAction": ({ params, body }, context) => {
    const uuid = params.customerUuid;
    const customer = ownCustomer(context, uuid);
    if (isRefusal(customer)) return customer;
    if (body.ApprovalUUID.trim() === "") return refuse(400, translate("en", "billing-routes.no_uuid"));
    const approval = entryOf(context.world.billingRoutes.approvals, body.ApprovalUUID);
    if (approval === undefined || !approval.ApprovalType.startsWith("BILLING_"))
      return refuse(404, OBJECT_NOT_FOUND);
    const type = approval.ApprovalType === "BILLING_REQUEST" ? "request" : "invite";
    if (body.Type !== undefined && body.Type !== type)
      return refuse(400, `body.Type: this approval is a ${type}`);
    if (approval.CustomerUUID === uuid)
      return refuse(400, "An invite or request cannot be answered by its sender");
    if (!mayAnswer(context.world, approval, uuid, body.ApprovalCode))
      return refuse(403, "This invite or request was sent to someone else, or its link's code is missing");
    return answerApproval(context, approval, body.Action, uuid, body);
  },
};

/** Billing routes (BR-01..04) and the approval service behind them. */
export const billingRoutesHandlers: Handlers<Calls> = { ...routeHandlers, ...approvalServiceHandlers };
