import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { accountType, type MobileProduct } from "../../account";
import { postpayBalanceCents, type PostpayProduct } from "../../billing";
import type { Cents } from "../../money";
import {
  intentKeyOr,
  type ApiError,
  type CardConfirmationError,
  type IntentKey,
  type Payments,
  type Unauthorized,
} from "../../ports";
import { PaymentsMessages, type PaymentsMessageKey } from "../messages";
import { checkPayBillAmount } from "../pay-bill-amount";
import { POSTPAY_REFRESH_DELAY_MILLIS, paymentStep } from "../payment-outcome";
import { afterPostpayRefreshDelay } from "../postpay-refresh";
import { buildPaymentRequest, type PaymentChoiceInput } from "../payment-request";
import { PaymentsApi } from "../payments-api";
import { paymentsError, requireAccount, type PaymentsError } from "../payments-error";
import { loadAccountBill } from "./load-balance";
import { catalogueFailures, confirmCardPayment } from "./shared";

export { PAY_BILL_MAX_CENTS, PAY_BILL_MIN_CENTS } from "../pay-bill-amount";

export type PayBillAmount = { readonly kind: "full" } | { readonly kind: "custom"; readonly cents: number };

export interface PayBillInput extends PaymentChoiceInput {
  readonly customerUUID: string;
  readonly product: Pick<MobileProduct, "UUID" | "Status" | "BillingReference" | "ProductType">;
  readonly amount: PayBillAmount;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted. Every attempt and retry of this call sends it.
   */
  readonly intent?: IntentKey;
}

export interface PayBillResult {
  /** completed: the operator took it; confirmed: the card provider confirmed it; processing: still under way. */
  readonly status: "completed" | "confirmed" | "processing";
  readonly amountCents: Cents;
  /** The shell refreshes the postpay balance this long after (spec 02 §4: 3 s), with refreshPostpayBalance. */
  readonly refreshBalanceAfterMillis: number;
}

/**
 * PAY-04: pay a postpay bill (not FWA postpay), the full outstanding balance or a custom amount, by card or another
 * method. A Status of completed ends the flow; a ClientSecret is confirmed with the card provider.
 */
export const payBill = (
  input: PayBillInput,
): Effect.Effect<
  PayBillResult,
  PaymentsError | Exclude<ApiError, { readonly _tag: "ApiFailure" }> | CardConfirmationError,
  PaymentsApi | Payments
> =>
  accountType(input.product) !== "postpay"
    ? Effect.fail(paymentsError(PaymentsMessages.payBillPostpayOnly))
    : payServiceBill(input, input.product.UUID);

export interface PayFibreBillInput extends Omit<PayBillInput, "product"> {
  /** The account's fibre service: a fibre-only account's monthly bill is paid against it. */
  readonly fibreServiceUUID: string;
}

/**
 * PAY-04 for a fibre-only account (no mobile product): its monthly bill, the full amount it owes or a custom one, paid
 * against its fibre service as a postpay bill is against its mobile product.
 */
export const payFibreBill = (
  input: PayFibreBillInput,
): Effect.Effect<
  PayBillResult,
  PaymentsError | Exclude<ApiError, { readonly _tag: "ApiFailure" }> | CardConfirmationError,
  PaymentsApi | Payments
> => payServiceBill(input, input.fibreServiceUUID);

/** A bill paid against a billed service (a postpay mobile product or a fibre service). */
const payServiceBill = (input: Omit<PayBillInput, "product">, serviceUUID: string) =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.customerUUID);
    const api = yield* PaymentsApi;

    let amount: number;
    if (input.amount.kind === "full") {
      const account = yield* catalogueFailures(api.getAccount(customer));
      amount = account.Balance ?? 0;
      if (amount <= 0) return yield* Effect.fail(paymentsError(PaymentsMessages.nothingToPay));
    } else {
      const checked = checkPayBillAmount(input.amount.cents);
      if (Either.isLeft(checked)) return yield* Effect.fail(paymentsError(checked.left));
      amount = checked.right;
    }

    const built = buildPaymentRequest({
      ...input,
      amountCents: amount,
      productInstanceUUID: serviceUUID,
    });
    if (Either.isLeft(built)) return yield* Effect.fail(paymentsError(built.left.key));
    const { request, card } = built.right;
    const reply = yield* catalogueFailures(api.pay(customer, request, yield* intentKeyOr(input.intent)));
    const step = paymentStep(reply);
    const result = (status: PayBillResult["status"]): PayBillResult => ({
      status,
      amountCents: request.AmountCents,
      refreshBalanceAfterMillis: POSTPAY_REFRESH_DELAY_MILLIS,
    });
    switch (step._tag) {
      case "Completed":
        return result("completed");
      case "ConfirmCard":
        yield* confirmCardPayment(step.clientSecret, card?.token);
        return result("confirmed");
      case "Processing":
        return result("processing");
    }
  });

export type PostpayBalanceRefresh =
  | {
      readonly _tag: "Refreshed";
      readonly balanceCents: Cents;
      /** The postpay product read; none for a fibre-only account's bill. */
      readonly product?: PostpayProduct;
    }
  /** 'Error getting transaction status': the balance should update soon (spec 02 §4). */
  | { readonly _tag: "StatusUnknown"; readonly title: PaymentsMessageKey; readonly body: PaymentsMessageKey };

/** The balance read after a payment. A failure is not an error of the payment: it shows the status-error notice. */
export const refreshPostpayBalance = (
  customerUUID: string,
  productUUID: string,
): Effect.Effect<PostpayBalanceRefresh, Unauthorized, PaymentsApi> =>
  Effect.gen(function* () {
    const api = yield* PaymentsApi;
    return yield* api.postpayBalance({ CustomerUUID: customerUUID, UUID: productUUID }).pipe(
      Effect.map((product): PostpayBalanceRefresh => ({
        _tag: "Refreshed",
        balanceCents: postpayBalanceCents(product),
        product,
      })),
      Effect.catchIf(
        (error) => error._tag !== "Unauthorized",
        () =>
          Effect.succeed<PostpayBalanceRefresh>({
            _tag: "StatusUnknown",
            title: PaymentsMessages.transactionStatusError,
            body: PaymentsMessages.transactionStatusErrorBody,
          }),
      ),
    );
  });

/**
 * PAY-04: the postpay balance read 3 s after a payment (postpayRefreshSchedule, on Effect's Clock), or the
 * status-error notice when that read fails.
 */
export const refreshBalanceAfterPayment = (
  customerUUID: string,
  productUUID: string,
): Effect.Effect<PostpayBalanceRefresh, Unauthorized, PaymentsApi> =>
  afterPostpayRefreshDelay(refreshPostpayBalance(customerUUID, productUUID));

/**
 * PAY-04 for a fibre-only account: its bill read again 3 s after a payment (the same schedule), or the status-error
 * notice when that read fails or finds no bill.
 */
export const refreshAccountBillAfterPayment = (
  customerUUID: string,
): Effect.Effect<PostpayBalanceRefresh, Unauthorized, PaymentsApi> =>
  afterPostpayRefreshDelay(
    loadAccountBill(customerUUID).pipe(
      Effect.map((bill): PostpayBalanceRefresh =>
        bill === undefined ? statusUnknown : { _tag: "Refreshed", balanceCents: bill.balanceCents },
      ),
      Effect.catchIf(
        (error) => error._tag !== "Unauthorized",
        () => Effect.succeed(statusUnknown),
      ),
    ),
  );

const statusUnknown: PostpayBalanceRefresh = {
  _tag: "StatusUnknown",
  title: PaymentsMessages.transactionStatusError,
  body: PaymentsMessages.transactionStatusErrorBody,
};
