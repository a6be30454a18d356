import type { Cents } from "../money";
import type { BillingRoute } from "./billing-route";

export interface RouteAllowance {
  readonly limitCents: Cents;
  readonly remainingCents: Cents;
  readonly spentCents: Cents;
}

/**
 * What is left of a route's limit this cycle (the meter of each route): none without a limit; the remaining amount
 * is the operator's RemainingSpendLimit (the whole limit when it sends none), never below 0 nor above the limit.
 */
export const routeAllowance = (
  route: Pick<BillingRoute, "SpendLimit" | "RemainingSpendLimit">,
): RouteAllowance | undefined => {
  if (route.SpendLimit === undefined) return undefined;
  const limit = Math.max(0, route.SpendLimit);
  const remaining = Math.min(limit, Math.max(0, route.RemainingSpendLimit ?? limit));
  return { limitCents: limit, remainingCents: remaining, spentCents: limit - remaining };
};

/** Only the paying account changes a route; the paid-for account reads it (child: this account pays). */
export const mayChangeRoute = (route: Pick<BillingRoute, "RoutingType">): boolean =>
  route.RoutingType === "child";

/** The paid-for account spends through a route (parent: another account pays this one's). */
export const maySpendThrough = (route: Pick<BillingRoute, "RoutingType">): boolean =>
  route.RoutingType === "parent";
