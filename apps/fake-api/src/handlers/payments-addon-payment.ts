import {
  PENDING_PAYMENT,
  PaymentsMessages,
  canAuthorizeCard,
  chargePrepay,
  toCard,
  type AddonPurchaseReply,
  type PaymentMethod,
} from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { PaymentPurpose } from "../world/payments";
import { liveCardsOf, payingCard, say } from "./payments-access";
import { priceOf, type Purchasable } from "./payments-catalog";
import { newSecret, prepayView, savePrepay } from "./payments-ledger";
import { prepareSettlement, type Settled } from "./payments-settle";

/** How an add-on or plan purchase is paid: from the balance, by card, through a route, or on the bill. */
export interface Purchase {
  readonly customer: string;
  readonly product: CoreProduct;
  readonly bought: Purchasable;
  readonly subscribe: boolean;
}

const purpose = (purchase: Purchase, onBill: boolean): PaymentPurpose => ({
  Kind: "addon",
  ProductUUID: purchase.product.UUID,
  AvailabilityUUID: purchase.bought.availability.UUID,
  Subscribe: purchase.subscribe,
  OnBill: onBill,
});

/** Cards about to expire are refused for authorization (spec 02 §5), expired ones for anything. */
export const authorisable = (card: PaymentMethod, nowMillis: number): Refusal | undefined => {
  const checked = canAuthorizeCard(toCard(card, true, nowMillis), nowMillis);
  return Either.isLeft(checked) ? refuse(400, say(checked.left)) : undefined;
};

/** Bought outright: fully paid, with the prepay product and its AddOns when it is one. */
export const completed = (settled: Settled): AddonPurchaseReply => ({
  Status: "completed",
  is_fully_paid: true,
  ...(settled.prepay === undefined ? {} : { PrepayProduct: settled.prepay }),
});

/** A card payment for the purchase: pending_payment with the ClientSecret the card provider confirms. */
export const byCard = (
  context: SignedInContext,
  purchase: Purchase,
  card: PaymentMethod,
  onBill: boolean,
): AddonPurchaseReply => {
  const { id, secret } = newSecret(context.world, context.store.keys, "pi");
  context.world.payments.paymentIntents[secret] = {
    ID: id,
    Secret: secret,
    CustomerUUID: purchase.customer,
    AmountCents: priceOf(purchase.bought),
    Purpose: purpose(purchase, onBill),
    PaymentMethodUUID: card.UUID,
    Status: "requires_confirmation",
    CreatedAtNanos: millisToNanos(context.nowMillis),
  };
  return { Status: PENDING_PAYMENT, ClientSecret: secret };
};

/** Settled at once (from the balance, through a billing route, or on the bill). */
export const settledNow = (
  context: SignedInContext,
  purchase: Purchase,
  paidWith: string,
  onBill: boolean,
): Settled | Refusal => {
  const settle = prepareSettlement(
    context.world,
    {
      CustomerUUID: purchase.customer,
      AmountCents: priceOf(purchase.bought),
      Purpose: purpose(purchase, onBill),
      PaymentMethodType: paidWith,
    },
    context.nowMillis,
  );
  return isRefusal(settle) ? settle : settle();
};

/**
 * Paid from the prepay balance when it covers the price (fully paid, the product comes back with its AddOns),
 * otherwise by the default card (pending_payment and a ClientSecret); without a usable card the balance's refusal
 * stands: not_enough_balance (spec 02 §4, §8). AuthorizeOnly always goes to the card.
 */
export const fromBalanceOrCard = (
  context: SignedInContext,
  purchase: Purchase,
  authorizeOnly: boolean,
): AddonPurchaseReply | Refusal => {
  const world = context.world;
  const charged = authorizeOnly
    ? Either.left(PaymentsMessages.notEnoughBalance)
    : chargePrepay(prepayView(world, purchase.product), priceOf(purchase.bought), context.nowMillis);
  if (Either.isRight(charged)) {
    const settle = prepareSettlement(
      world,
      {
        CustomerUUID: purchase.customer,
        AmountCents: priceOf(purchase.bought),
        Purpose: purpose(purchase, false),
        PaymentMethodType: "balance",
      },
      context.nowMillis,
    );
    if (isRefusal(settle)) return settle;
    savePrepay(world, charged.right);
    return completed(settle());
  }
  if (liveCardsOf(world, purchase.customer).length === 0)
    return refuse(400, say(authorizeOnly ? PaymentsMessages.noCard : charged.left));
  const card = payingCard(world, purchase.customer, undefined, context.nowMillis);
  if (isRefusal(card)) return card;
  const refused = authorizeOnly ? authorisable(card, context.nowMillis) : undefined;
  return refused ?? byCard(context, purchase, card, false);
};
