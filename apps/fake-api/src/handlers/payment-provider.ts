import type { providerCalls } from "@waea/adapters/http/contract";
import { nzLocalTime } from "@waea/domain/calendar";
import { DEFAULT_RANK } from "@waea/domain/payments";
import { refuse, type Handlers } from "../server/handler";
import { cardToken, testCard } from "../world/payments-cards-seed";
import { liveCardsOf } from "./payments-access";
import { newUuid } from "./payments-ledger";
import { confirmOrderPayment } from "./order-payment-confirm";
import { confirmPayment } from "./payment-provider-confirm";

/** A new card lasts three years from this month (NZ time). */
const CARD_YEARS = 3;

/**
 * The simulated card payment provider under /payment-provider (issue 3), standing in for Stripe when no
 * publishable key is set. Confirming a payment's ClientSecret settles it: an e-shop or fibre order's
 * (order-payment-confirm.ts), or the payments context's (payment-provider-confirm.ts); confirming a
 * setup intent's secret stores a test card on the account, the default when it is the first live one. Confirming a
 * secret again answers what the first confirmation did and changes nothing.
 */
export const providerHandlers: Handlers<typeof providerCalls> = {
  "provider.confirmCardPayment": ({ body }, context) =>
    confirmOrderPayment(body, context) ?? confirmPayment(body, context),

  "provider.confirmCardSetup": ({ body }, context) => {
    const world = context.world;
    const intent = world.payments.setupIntents[body.client_secret];
    if (intent === undefined) return refuse(404, "No such setup_intent for this client secret");
    const stored = (world.payments.methods[intent.CustomerUUID] ?? []).find(
      (method) => method.UUID === intent.PaymentMethodUUID,
    );
    if (intent.Status === "succeeded")
      return {
        id: intent.ID,
        status: "succeeded",
        ...(stored?.Token === undefined ? {} : { payment_method: stored.Token }),
      };
    if (world.core.customers[intent.CustomerUUID] === undefined)
      return refuse(404, "No such setup_intent for this client secret");
    const live = liveCardsOf(world, intent.CustomerUUID);
    const rank = live.length === 0 ? DEFAULT_RANK : Math.max(...live.map((method) => method.Rank)) + 1;
    const now = nzLocalTime(context.nowMillis);
    const uuid = newUuid(world, `card:${intent.CustomerUUID}`);
    const card = testCard(uuid, cardToken(uuid), rank, world.payments.counter, {
      month: now.month,
      year: now.year + CARD_YEARS,
    });
    world.payments.methods[intent.CustomerUUID] = [
      ...(world.payments.methods[intent.CustomerUUID] ?? []),
      card,
    ];
    world.payments.setupIntents[body.client_secret] = {
      ...intent,
      Status: "succeeded",
      PaymentMethodUUID: uuid,
    };
    return { id: intent.ID, status: "succeeded", payment_method: card.Token ?? uuid };
  },
};
