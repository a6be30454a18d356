import type { Approval } from "./approval";
import { isApprovalExpired } from "./approval-expiry";
import type { BillingRoute } from "./billing-route";
import { hasParentRoute } from "./parent-route";

export { hasParentRoute };

export interface RouteRights {
  readonly CanInvite: boolean;
  readonly CanRequest: boolean;
}

export const NO_ROUTE_RIGHTS: RouteRights = { CanInvite: false, CanRequest: false };

/** invite: ask another account to be paid for by this one; request: ask another account to pay for this one. */
export type RouteCreationMode = "invite" | "request";

export interface RouteCreation {
  readonly canCreate: boolean;
  readonly modes: ReadonlyArray<RouteCreationMode>;
  readonly showChoice: boolean;
}

/** Creating a route is shown if either right is granted; the choice between the two only if both are (BR-01). */
export const routeCreation = (rights: RouteRights): RouteCreation => {
  const modes: RouteCreationMode[] = [];
  if (rights.CanInvite) modes.push("invite");
  if (rights.CanRequest) modes.push("request");
  return { canCreate: modes.length > 0, modes, showChoice: modes.length === 2 };
};

export const isModeAllowed = (rights: RouteRights, mode: RouteCreationMode): boolean =>
  mode === "invite" ? rights.CanInvite : rights.CanRequest;

const BILLING_TYPES: ReadonlySet<Approval["ApprovalType"]> = new Set(["BILLING_INVITE", "BILLING_REQUEST"]);

/**
 * The approvals waiting for this customer's answer on the billing routes page (BR-04): only pending ones whose hour
 * has not passed (an answered or expired one waits for nothing); none when a parent route exists; only request-type
 * ones when inviting is the only right; otherwise every billing approval. Group approvals belong to the groups pages.
 */
export const visibleApprovals = (
  approvals: ReadonlyArray<Approval>,
  rights: RouteRights,
  routes: ReadonlyArray<Pick<BillingRoute, "RoutingType">>,
  nowMillis: number,
): ReadonlyArray<Approval> => {
  if (hasParentRoute(routes)) return [];
  const onlyInvite = rights.CanInvite && !rights.CanRequest;
  return approvals.filter(
    (approval) =>
      approval.Status === "REQUEST" &&
      !isApprovalExpired(approval, nowMillis) &&
      BILLING_TYPES.has(approval.ApprovalType) &&
      (!onlyInvite || approval.ApprovalType === "BILLING_REQUEST"),
  );
};
