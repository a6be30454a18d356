import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { Payments, type ApiError, type CardConfirmationError } from "../../ports";
import { removeCardRule } from "../card-removal";
import { PaymentsMessages } from "../messages";
import { isCardConfirmationSuccess } from "../payment-outcome";
import type { Card } from "../payment-method";
import { PaymentsApi } from "../payments-api";
import { listCards } from "./list-cards";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";

/** PAY-01: add a card through a setup intent confirmed by the card provider, then list the cards again. */
export const addCard = (
  account: string,
): Effect.Effect<
  ReadonlyArray<Card>,
  PaymentsError | ApiError | CardConfirmationError,
  PaymentsApi | Payments
> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* PaymentsApi;
    const payments = yield* Payments;
    const { SetupIntentClientSecret } = yield* api.setupPaymentMethod(customer);
    const result = yield* payments.confirmCardSetup(SetupIntentClientSecret);
    if (!isCardConfirmationSuccess(result))
      return yield* Effect.fail(paymentsError(PaymentsMessages.paymentMethodSetupError, result.status));
    return yield* listCards(customer);
  });

/** PAY-01: make a card the default (Rank 1). */
export const setDefaultCard = (
  account: string,
  cardId: string,
): Effect.Effect<ReadonlyArray<Card>, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const cards = yield* listCards(account);
    if (!cards.some((card) => card.cardId === cardId))
      return yield* Effect.fail(paymentsError(PaymentsMessages.cardIsNotFound));
    const api = yield* PaymentsApi;
    yield* api.setPaymentMethodRank(account, cardId, 1);
    return yield* listCards(account);
  });

/**
 * PAY-01: remove a card with the two refusals (only card; only valid billing method without a parent route).
 * An expired card goes through the invalid-payment-methods call; when the default goes, the first remaining card
 * is made default.
 */
export const removeCard = (
  account: string,
  cardId: string,
  options: { readonly hasParentBillingRoute: boolean },
): Effect.Effect<ReadonlyArray<Card>, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const api = yield* PaymentsApi;
    const { PaymentMethods } = yield* api.listPaymentMethods(customer);
    const removal = removeCardRule(PaymentMethods, cardId, {
      hasParentBillingRoute: options.hasParentBillingRoute,
      nowMillis: yield* Clock.currentTimeMillis,
    });
    if (Either.isLeft(removal)) return yield* Effect.fail(paymentsError(removal.left));
    const { endpoint, newDefault } = removal.right;
    yield* endpoint === "invalid-payment-methods"
      ? api.deleteInvalidPaymentMethod(customer, cardId)
      : api.deletePaymentMethod(customer, cardId);
    if (newDefault !== undefined) yield* api.setPaymentMethodRank(customer, newDefault.UUID, 1);
    return yield* listCards(customer);
  });
