import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Cents } from "../../money";
import {
  intentKeyOr,
  type ApiError,
  type CardConfirmationError,
  type IntentKey,
  type Payments,
} from "../../ports";
import { paymentStep } from "../payment-outcome";
import { choosePaymentMethod, type PaymentChoiceInput } from "../payment-request";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";
import { checkTopUpAmount } from "../top-up";
import { catalogueFailures, confirmCardPayment } from "./shared";

type PassedOn = Exclude<ApiError, { readonly _tag: "ApiFailure" }>;

export interface TopUpInput extends PaymentChoiceInput {
  readonly customerUUID: string;
  readonly productInstanceUUID: string;
  readonly amountCents: number | undefined;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted. Every attempt and retry of this call sends it.
   */
  readonly intent?: IntentKey;
}

export interface TopUpResult {
  readonly status: "completed" | "confirmed" | "processing";
  readonly amountCents: Cents;
  readonly balanceCents: Cents | undefined;
}

/** PAY-02: top up a prepay product ($1.00 to $999.00) with a card or another method; a secret is confirmed. */
export const topUp = (
  input: TopUpInput,
): Effect.Effect<TopUpResult, PaymentsError | PassedOn | CardConfirmationError, PaymentsApi | Payments> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.customerUUID);
    const amount = checkTopUpAmount(input.amountCents);
    if (Either.isLeft(amount)) return yield* Effect.fail(paymentsError(amount.left));
    const choice = choosePaymentMethod(input);
    if (Either.isLeft(choice)) return yield* Effect.fail(paymentsError(choice.left.key));
    const api = yield* PaymentsApi;
    const reply = yield* catalogueFailures(
      api.topUp(
        customer,
        {
          ProductInstanceUUID: input.productInstanceUUID,
          Amount: amount.right,
          PaymentMethodType: choice.right.selection.PaymentMethodType,
          PaymentMethodID: choice.right.selection.PaymentMethodID,
        },
        yield* intentKeyOr(input.intent),
      ),
    );
    const step = paymentStep(reply);
    const result = (status: TopUpResult["status"]): TopUpResult => ({
      status,
      amountCents: amount.right,
      balanceCents: reply.MainBalCreditCents,
    });
    if (step._tag === "ConfirmCard") {
      yield* confirmCardPayment(step.clientSecret, choice.right.card?.token);
      return result("confirmed");
    }
    return result(step._tag === "Completed" ? "completed" : "processing");
  });

// In its own file: the dashboard's balance reads it without the top-up rules.
export { loadPrepayBalance, type PrepayBalance } from "./prepay-balance";
