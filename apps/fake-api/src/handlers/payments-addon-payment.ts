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

/** Paid from the prepay balance: fully paid, the product comes back with its AddOns; not_enough_balance otherwise. */
export const fromBalance = (context: SignedInContext, purchase: Purchase): AddonPurchaseReply | Refusal => {
  const world = context.world;
  const charged = chargePrepay(
    prepayView(world, purchase.product),
    priceOf(purchase.bought),
    context.nowMillis,
  );
  if (Either.isLeft(charged)) return refuse(400, say(charged.left));
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
};

/** Paid by the default card: pending_payment and a ClientSecret; "No card" without one, a card about to expire refused. */
export const fromDefaultCard = (
  context: SignedInContext,
  purchase: Purchase,
): AddonPurchaseReply | Refusal => {
  if (liveCardsOf(context.world, purchase.customer).length === 0)
    return refuse(400, say(PaymentsMessages.noCard));
  const card = payingCard(context.world, purchase.customer, undefined, context.nowMillis);
  if (isRefusal(card)) return card;
  return authorisable(card, context.nowMillis) ?? byCard(context, purchase, card, false);
};

/**
 * The initial purchase without a named method: from the prepay balance when it covers the price, otherwise by the
 * default card; without a usable card the balance's refusal stands: not_enough_balance (spec 02 §4, §8).
 * AuthorizeOnly always goes to the card.
 */
export const fromBalanceOrCard = (
  context: SignedInContext,
  purchase: Purchase,
  authorizeOnly: boolean,
): AddonPurchaseReply | Refusal => {
  if (authorizeOnly) return fromDefaultCard(context, purchase);
  const covered = Either.isRight(
    chargePrepay(prepayView(context.world, purchase.product), priceOf(purchase.bought), context.nowMillis),
  );
  if (covered || liveCardsOf(context.world, purchase.customer).length === 0)
    return fromBalance(context, purchase);
  const card = payingCard(context.world, purchase.customer, undefined, context.nowMillis);
  return isRefusal(card) ? card : byCard(context, purchase, card, false);
};
