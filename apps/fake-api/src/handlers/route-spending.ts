import type { World } from "../world/world";
import { fullName } from "./approval-parties";
import { recordTransaction } from "./payments-ledger";
import { recordRouteEvent } from "./route-history";

/**
 * A payment through a billing route, once it has settled (payingRoute checked that it fits): the route's remaining
 * spend limit goes down by the amount, and the payer's payment history shows it, beside the paid-for account's
 * own. The handlers that call it run without a pause between the check and this, so concurrent payments cannot
 * spend the same allowance twice. The route record is replaced, never edited in place. The route's history shows
 * the spend and the payer charged.
 */
export const spendThroughRoute = (
  world: World,
  routeUuid: string,
  cents: number,
  nowMillis: number,
  what: string,
): void => {
  const route = world.billingRoutes.routes[routeUuid];
  if (route === undefined) return;
  if (route.RemainingSpendLimit !== undefined)
    world.billingRoutes.routes[routeUuid] = {
      ...route,
      RemainingSpendLimit: Math.max(0, route.RemainingSpendLimit - cents),
    };
  const payer = fullName(world, route.CreditAccount.UUID);
  recordRouteEvent(world, routeUuid, nowMillis, {
    Kind: "spent",
    ByCustomerUUID: route.DebitAccount.UUID,
    AmountCents: cents,
    What: what,
    ...(payer === undefined ? {} : { ChargedToName: payer }),
  });
  recordTransaction(world, route.CreditAccount.UUID, nowMillis, {
    Status: "COMPLETED",
    AmountCents: cents,
    Description: `${what} paid through a billing route`,
    PaymentMethodType: "billing_route",
  });
};
