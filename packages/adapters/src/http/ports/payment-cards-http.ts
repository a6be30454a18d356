import type { PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { paymentCardCalls } from "../contract/payment-cards";

/** The part of the PaymentsApi port the session restore calls (its card list), over its own contract entry. */
export type PaymentCardsPart = Pick<PaymentsApiService, "listPaymentMethods">;

/**
 * The card list over HTTP, a module of its own: the browser's lazy PaymentsApi loads it for the restore's card list
 * (lazy-api-ports.ts), and the whole port (payments-http.ts) includes it.
 */
export const makeHttpPaymentCards = (client: HttpApiClient): PaymentCardsPart => {
  const cards = client.calls(paymentCardCalls);
  return { listPaymentMethods: (account) => cards.listPaymentMethods({ params: { account } }) };
};
