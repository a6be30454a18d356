import type { PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { collectCalls } from "../contract/define";
import { paymentAutoTopUpCalls } from "../contract/payments-auto-top-up";

/** The part of the PaymentsApi port the top-up page's auto top-up card calls, over its own contract entries. */
export type PaymentAutoTopUpPart = Pick<PaymentsApiService, "autoTopUp" | "setAutoTopUp">;

const autoTopUpCalls = collectCalls(...paymentAutoTopUpCalls);

/**
 * The auto top-up read and change over HTTP, a module of their own: the browser's lazy PaymentsApi loads it for the
 * top-up page's card (lazy-api-ports.ts) without the payment, add-on, invoice and voucher schemas, and the whole
 * port (payments-http.ts) includes it.
 */
export const makeHttpPaymentAutoTopUp = (client: HttpApiClient): PaymentAutoTopUpPart => {
  const calls = client.calls(autoTopUpCalls);
  return {
    autoTopUp: (customerUUID, product) => calls.autoTopUp({ params: { customerUUID, product } }),
    setAutoTopUp: (customerUUID, product, request) =>
      calls.setAutoTopUp({ params: { customerUUID, product }, body: request }),
  };
};
