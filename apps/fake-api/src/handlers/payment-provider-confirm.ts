import type { InputOf, ReplyOf, providerCalls } from "@waea/adapters/http/contract";
import { PaymentsMessages, type PaymentMethod } from "@waea/domain/payments";
import { isRefusal, refuse, type HandlerContext, type Refusal } from "../server/handler";
import type { PaymentIntent } from "../world/payments";
import { randomFor } from "../world/prng";
import type { World } from "../world/world";
import { CARD_DATA_GUEST_ONLY, guestCard } from "./guest-card";
import { payingCard, say } from "./payments-access";
import { recordTransaction } from "./payments-ledger";
import { describePurpose, prepareSettlement, type Settled } from "./payments-settle";

type Confirm = (typeof providerCalls)["provider.confirmCardPayment"];
type ProviderConfirmRequest = InputOf<Confirm>["body"];
type ProviderPaymentIntent = ReplyOf<Confirm>;

/** The provider's code and text for a simulated decline; the domain's catalogue names it "Payment is failed". */
export const DECLINE = { code: "payment_is_failed", message: say(PaymentsMessages.paymentIsFailed) } as const;

const view = (intent: PaymentIntent, card: PaymentMethod | undefined): ProviderPaymentIntent => ({
  id: intent.ID,
  status: intent.Status === "succeeded" ? "succeeded" : "requires_payment_method",
  amount: intent.AmountCents,
  currency: "nzd",
  ...(card?.Token === undefined ? {} : { payment_method: card.Token }),
  ...(intent.Status === "failed" ? { last_payment_error: DECLINE } : {}),
});

interface Ready {
  readonly intent: PaymentIntent;
  readonly card: PaymentMethod;
  readonly settle: () => Settled;
}

/**
 * Everything a confirmation checks before it may change anything: the secret, the card (the one named, else the
 * one chosen with the payment, else the default; not expired; a guest's payment only the card entered on the page)
 * and what the payment pays for. A payment already decided answers as it was decided.
 */
const check = (
  world: World,
  request: ProviderConfirmRequest,
  nowMillis: number,
): Ready | Refusal | ProviderPaymentIntent => {
  const intent = world.payments.paymentIntents[request.client_secret];
  if (intent === undefined) return refuse(404, "No such payment_intent for this client secret");
  const chosen = request.payment_method ?? intent.PaymentMethodUUID;
  if (intent.Status !== "requires_confirmation") {
    const used = (world.payments.methods[intent.CustomerUUID] ?? []).find(
      (m) => m.UUID === intent.PaymentMethodUUID,
    );
    return view(intent, used);
  }
  const card =
    intent.Guest === true
      ? guestCard(request, intent, nowMillis)
      : request.payment_method_data !== undefined
        ? refuse(400, CARD_DATA_GUEST_ONLY)
        : payingCard(world, intent.CustomerUUID, chosen, nowMillis);
  if (isRefusal(card)) return card;
  const settle = prepareSettlement(
    world,
    {
      CustomerUUID: intent.CustomerUUID,
      AmountCents: intent.AmountCents,
      Purpose: intent.Purpose,
      PaymentMethodType: "cards",
      CardLast4: card.CardLast4,
      CardBrand: card.CardType,
    },
    nowMillis,
  );
  return isRefusal(settle) ? settle : { intent, card, settle };
};

const isReady = (checked: Ready | Refusal | ProviderPaymentIntent): checked is Ready => "settle" in checked;

/**
 * The outcome, drawn from the seed and the intent (the same world gives the same outcomes): declined with the
 * store's failure rate (5% by default). A decline leaves what was paid for as it was and records a FAILED
 * transaction; a success settles it. Either way the intent is decided.
 */
const decide = (
  world: World,
  ready: Ready,
  failureRate: number,
  nowMillis: number,
): ProviderPaymentIntent => {
  const { intent, card } = ready;
  const declined = randomFor(world.seed, `payment-outcome:${intent.ID}`).next() < failureRate;
  if (declined)
    recordTransaction(world, intent.CustomerUUID, nowMillis, {
      Status: "FAILED",
      AmountCents: intent.AmountCents,
      Description: describePurpose(world, intent.Purpose),
      PaymentMethodType: "cards",
      ...(card.CardLast4 === undefined ? {} : { CardLast4: card.CardLast4 }),
    });
  else ready.settle();
  const decided: PaymentIntent = {
    ...intent,
    Status: declined ? "failed" : "succeeded",
    PaymentMethodUUID: card.UUID,
  };
  world.payments.paymentIntents[intent.Secret] = decided;
  return view(decided, card);
};

const pause = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));

/**
 * provider.confirmCardPayment: checks at once (a refusal changes nothing), then takes the simulated payment time
 * (2 s by default, the store's paymentDelayMs) and checks again against the world as it is then, so a reset or a
 * second confirmation of the same secret in between is seen; only then is the outcome decided.
 */
export const confirmPayment = (
  request: ProviderConfirmRequest,
  context: HandlerContext,
): ProviderPaymentIntent | Refusal | Promise<ProviderPaymentIntent | Refusal> => {
  const first = check(context.world, request, context.nowMillis);
  const simulation = context.store.simulation;
  if (!isReady(first)) return first;
  if (simulation.paymentDelayMs <= 0)
    return decide(context.world, first, simulation.paymentFailureRate, context.nowMillis);
  return pause(simulation.paymentDelayMs).then(() => {
    const world = context.store.world;
    const now = context.store.clock.nowMillis();
    const again = check(world, request, now);
    return isReady(again) ? decide(world, again, simulation.paymentFailureRate, now) : again;
  });
};
