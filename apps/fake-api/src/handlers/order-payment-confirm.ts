import type { InputOf, ReplyOf, providerCalls } from "@waea/adapters/http/contract";
import type { PaymentMethod } from "@waea/domain/payments";
import { isRefusal, refuse, type HandlerContext, type Refusal } from "../server/handler";
import type { OrderIntent } from "../world/checkout";
import { randomFor } from "../world/prng";
import type { World } from "../world/world";
import { DECLINE } from "./payment-provider-confirm";
import { CARD_DATA_GUEST_ONLY } from "./guest-card";
import { payingCard } from "./payments-access";
import { recordTransaction } from "./payments-ledger";
import { orderIntentOf, settleOrderPayment } from "./order-payment";

type Confirm = (typeof providerCalls)["provider.confirmCardPayment"];
type ConfirmRequest = InputOf<Confirm>["body"];
type ProviderPaymentIntent = ReplyOf<Confirm>;

const view = (intent: OrderIntent, card: PaymentMethod | undefined): ProviderPaymentIntent => ({
  id: intent.ID,
  status: intent.Status === "succeeded" ? "succeeded" : "requires_payment_method",
  amount: intent.AmountCents,
  currency: "nzd",
  ...(card?.Token === undefined ? {} : { payment_method: card.Token }),
  ...(intent.Status === "failed" ? { last_payment_error: DECLINE } : {}),
});

/** What a payment of an order is for, as the payment history names it. */
export const orderPaymentDescription = (intent: OrderIntent): string =>
  intent.Order.Kind === "eshop" ? `Order ${intent.Order.Number}` : "Fibre broadband order";

interface Ready {
  readonly intent: OrderIntent;
  readonly card: PaymentMethod;
}

/** A paid order answers as it was paid; otherwise the card (named, chosen before, or the default, not expired). */
const check = (
  world: World,
  request: ConfirmRequest,
  nowMillis: number,
): Ready | Refusal | ProviderPaymentIntent | undefined => {
  const intent = orderIntentOf(world, request.client_secret);
  if (intent === undefined) return undefined;
  const cards = world.payments.methods[intent.CustomerUUID] ?? [];
  if (intent.Status === "succeeded")
    return view(
      intent,
      cards.find((card) => card.UUID === intent.PaymentMethodUUID),
    );
  if (request.payment_method_data !== undefined) return refuse(400, CARD_DATA_GUEST_ONLY);
  const card = payingCard(world, intent.CustomerUUID, request.payment_method, nowMillis);
  return isRefusal(card) ? card : { intent, card };
};

/**
 * The outcome (drawn from the seed, the intent and the attempt: the same world gives the same outcomes): declined
 * with the failure rate, which records a FAILED payment and leaves the order waiting (the customer may try the same
 * secret again, as the checkout passes it on); otherwise the order is paid (its processing starts) and the payment
 * recorded as COMPLETED.
 */
const decide = (
  world: World,
  ready: Ready,
  failureRate: number,
  nowMillis: number,
): ProviderPaymentIntent => {
  const { intent, card } = ready;
  const attempt = (intent.Attempts ?? 0) + 1;
  const declined =
    randomFor(world.seed, `order-payment-outcome:${intent.ID}:${attempt}`).next() < failureRate;
  recordTransaction(world, intent.CustomerUUID, nowMillis, {
    Status: declined ? "FAILED" : "COMPLETED",
    AmountCents: intent.AmountCents,
    Description: orderPaymentDescription(intent),
    PaymentMethodType: "cards",
    ...(card.CardLast4 === undefined ? {} : { CardLast4: card.CardLast4 }),
  });
  settleOrderPayment(world, intent.Secret, declined ? "failed" : "succeeded", nowMillis);
  const decided: OrderIntent = {
    ...(world.checkout.intents[intent.Secret] ?? intent),
    Attempts: attempt,
    PaymentMethodUUID: card.UUID,
  };
  world.checkout.intents[intent.Secret] = decided;
  return view(decided, card);
};

const isReady = (checked: Ready | Refusal | ProviderPaymentIntent): checked is Ready => "card" in checked;

const pause = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));

/**
 * The card provider's confirmation of an order payment (an e-shop or fibre checkout's ClientSecret), as
 * provider.confirmCardPayment does it for the payments context's secrets: checked at once, then the simulated payment
 * time (the store's paymentDelayMs), checked again, decided. Undefined when the secret is not an order's, so the
 * provider handler can try this first: `confirmOrderPayment(body, context) ?? confirmPayment(body, context)`.
 */
export const confirmOrderPayment = (
  request: ConfirmRequest,
  context: HandlerContext,
): ProviderPaymentIntent | Refusal | Promise<ProviderPaymentIntent | Refusal> | undefined => {
  const first = check(context.world, request, context.nowMillis);
  if (first === undefined || !isReady(first)) return first;
  const simulation = context.store.simulation;
  if (simulation.paymentDelayMs <= 0)
    return decide(context.world, first, simulation.paymentFailureRate, context.nowMillis);
  return pause(simulation.paymentDelayMs).then(() => {
    const world = context.store.world;
    const now = context.store.clock.nowMillis();
    const again = check(world, request, now);
    if (again === undefined) return refuse(404, "No such payment_intent for this client secret");
    return isReady(again) ? decide(world, again, simulation.paymentFailureRate, now) : again;
  });
};
