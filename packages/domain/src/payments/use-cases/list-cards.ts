import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { deriveCards } from "../cards";
import type { Card } from "../payment-method";
import { PaymentsApi } from "../payments-api";
import { requireAccount, type PaymentsError } from "../payments-error";

/** PAY-01: the account's cards, default first, deleted ones ignored, expiry flagged at the time Effect's Clock tells. */
export const listCards = (
  account: string,
): Effect.Effect<ReadonlyArray<Card>, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* PaymentsApi;
    const reply = yield* api.listPaymentMethods(customer);
    return deriveCards(reply.PaymentMethods, yield* Clock.currentTimeMillis);
  });
