import type { PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { autoTopUpReadCalls } from "../contract/payment-auto-top-up-read";

/** The part of the PaymentsApi port the top-up page's auto top-up card reads, over its own contract entry. */
export type PaymentAutoTopUpPart = Pick<PaymentsApiService, "autoTopUp">;

/**
 * The auto top-up read over HTTP, a module of its own: the browser's lazy PaymentsApi loads it for the top-up
 * page's card (lazy-api-ports.ts) without the payment, add-on, invoice and voucher schemas; a change of the rule
 * (setAutoTopUp) loads the whole port (payments-http.ts), which includes this part.
 */
export const makeHttpPaymentAutoTopUp = (client: HttpApiClient): PaymentAutoTopUpPart => {
  const calls = client.calls(autoTopUpReadCalls);
  return { autoTopUp: (customerUUID, product) => calls.autoTopUp({ params: { customerUUID, product } }) };
};
