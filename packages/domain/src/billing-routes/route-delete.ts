import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { BillingRoute } from "./billing-route";

/** DELETE /customers/{uid}/billing-routes/{id}?DebitAccount=..&CreditAccount=.. */
export const RouteDeleteQuery = Schema.Struct({
  DebitAccount: Schema.String,
  CreditAccount: Schema.String,
});
export type RouteDeleteQuery = typeof RouteDeleteQuery.Type;

export type RouteDeleteError = "billing-routes.only_valid_method";

/**
 * A billing route is never removed when it is the only valid billing method (BR-03, spec 02 §8). Only parent routes
 * (someone else pays this account) are billing methods of this account: with no valid card and no other parent
 * route, deleting it would leave the account unable to pay. Child routes (this account pays for another) may
 * always be removed from this side; the other account then falls back to its own cards.
 */
export const routeDeletion = (
  route: BillingRoute,
  allRoutes: ReadonlyArray<Pick<BillingRoute, "UUID" | "RoutingType">>,
  validCardCount: number,
): Either.Either<RouteDeleteQuery, RouteDeleteError> => {
  const otherParents = allRoutes.filter((r) => r.RoutingType === "parent" && r.UUID !== route.UUID).length;
  if (route.RoutingType === "parent" && validCardCount <= 0 && otherParents === 0)
    return Either.left("billing-routes.only_valid_method");
  return Either.right({ DebitAccount: route.DebitAccount.UUID, CreditAccount: route.CreditAccount.UUID });
};
