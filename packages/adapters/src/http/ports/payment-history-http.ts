import type { PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { paymentHistoryCalls } from "../contract/payment-history";

/** The part of the PaymentsApi port the payment history page calls (its list), over its own contract entry. */
export type PaymentHistoryPart = Pick<PaymentsApiService, "paymentHistory">;

/**
 * The payment history over HTTP, a module of its own: the browser's lazy PaymentsApi loads it for the payment
 * history page (lazy-api-ports.ts), and the whole port (payments-http.ts) includes it.
 */
export const makeHttpPaymentHistory = (client: HttpApiClient): PaymentHistoryPart => {
  const history = client.calls(paymentHistoryCalls);
  return { paymentHistory: (account, query) => history.paymentHistory({ params: { account }, query }) };
};
