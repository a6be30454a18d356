import type { ProductAddon } from "@waea/domain/account";
import type { Charge } from "@waea/domain/billing";
import { PaymentsMessages, chargePrepay } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Refusal } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";
import { authorisable } from "./payments-addon-payment";
import { isPrepayLike, liveCardsOf, payingCard, say } from "./payments-access";
import { prepayView, recordTransaction, savePrepay } from "./payments-ledger";

/** The new plan as a change charges it: its name and price (the availability's retail cents). */
export type ChargedPlan = Pick<ProductAddon, "UUID" | "Name" | "RetailCents">;

const description = (plan: ChargedPlan): string => `Plan change: ${plan.Name ?? ""}`.trim();

/** A postpay change without a card goes on the next bill: a charge of the account. */
const billCharge = (world: World, product: CoreProduct, plan: ChargedPlan, at: number): Charge => ({
  UUID: uuidFor(world.seed, `charge:${plan.UUID}`),
  Description: description(plan),
  AmountCents: plan.RetailCents ?? 0,
  CreatedAtNanos: millisToNanos(at),
  ProductInstanceUUID: product.UUID,
  Type: "plan",
});

/**
 * How a change of plan is paid, at once and without pro-ration (spec 02 §4): prepay and PAYG from the balance
 * (not_enough_balance when it does not cover the price: the change is refused, nothing moves), postpay by the
 * default card (a card that has expired or is about to is refused), or on the next bill when the account has no
 * card. Returns the refusal, or the function that takes the money (call it only once the change is certain).
 */
export const preparePlanCharge = (
  world: World,
  product: CoreProduct,
  plan: ChargedPlan,
  at: number,
): Refusal | (() => void) => {
  const cents = plan.RetailCents ?? 0;
  const customer = product.CustomerUUID;
  if (cents <= 0) return () => undefined;
  if (isPrepayLike(product)) {
    const charged = chargePrepay(prepayView(world, product), cents, at);
    if (Either.isLeft(charged)) return refuse(400, say(charged.left));
    return () => {
      savePrepay(world, charged.right);
      recordTransaction(world, customer, at, {
        Status: "COMPLETED",
        AmountCents: cents,
        Description: description(plan),
        PaymentMethodType: "balance",
      });
    };
  }
  if (liveCardsOf(world, customer).length === 0)
    return () => {
      world.billing.charges[customer] = [
        billCharge(world, product, plan, at),
        ...(world.billing.charges[customer] ?? []),
      ];
    };
  const card = payingCard(world, customer, undefined, at);
  if (isRefusal(card)) return card;
  const refused = authorisable(card, at);
  if (refused !== undefined) return refused;
  return () => {
    recordTransaction(world, customer, at, {
      Status: "COMPLETED",
      AmountCents: cents,
      Description: description(plan),
      PaymentMethodType: "cards",
      ...(card.CardLast4 === undefined ? {} : { CardLast4: card.CardLast4 }),
    });
  };
};

/** A due change that could not be paid is recorded as a declined payment of the history. */
export const recordDeclinedPlanCharge = (
  world: World,
  product: CoreProduct,
  plan: ChargedPlan,
  at: number,
  reason: Refusal,
): void => {
  recordTransaction(world, product.CustomerUUID, at, {
    Status: reason.message === say(PaymentsMessages.notEnoughBalance) ? "NO FUNDS" : "DECLINED",
    AmountCents: plan.RetailCents ?? 0,
    Description: description(plan),
    PaymentMethodType: isPrepayLike(product) ? "balance" : "cards",
  });
};
