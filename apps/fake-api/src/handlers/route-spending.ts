import type { RouteSpendPurpose } from "@waea/domain/billing-routes";
import type { World } from "../world/world";
import { fullName } from "./approval-parties";
import { recordTransaction } from "./payments-ledger";
import { recordRouteEvent } from "./route-history";

/** The payer's payment history line (the ledger's descriptions are the operator's English, like its other lines). */
const LEDGER_TEXT: Readonly<Record<RouteSpendPurpose, string>> = {
  top_up: "Top-up",
  add_on: "Add-on",
  bill_payment: "Bill payment",
};

/**
 * A payment through a billing route, once it has settled (payingRoute checked that it fits): the route's remaining
 * spend limit goes down by the amount, and the payer's payment history shows it, beside the paid-for account's
 * own. The handlers that call it run without a pause between the check and this, so concurrent payments cannot
 * spend the same allowance twice. The route record is replaced, never edited in place. The route's history shows
 * the spend (what it paid for as a key: the
 * page says it in the reader's language) and the payer charged.
 */
export const spendThroughRoute = (
  world: World,
  routeUuid: string,
  cents: number,
  nowMillis: number,
  what: RouteSpendPurpose,
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
    Description: `${LEDGER_TEXT[what]} paid through a billing route`,
    PaymentMethodType: "billing_route",
  });
};
