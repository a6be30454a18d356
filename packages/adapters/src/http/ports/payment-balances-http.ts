import type { PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { getAccountCall, postpayBalanceCall, prepayBalanceCall } from "../contract/payment-balances";
import { collectCalls } from "../contract/define";

/** The part of the PaymentsApi port the dashboard's balances call, over their own contract entries. */
export type PaymentBalancesPart = Pick<PaymentsApiService, "getAccount" | "postpayBalance" | "prepayBalance">;

const balanceCalls = collectCalls(getAccountCall, postpayBalanceCall, prepayBalanceCall);

/**
 * The balance reads over HTTP, a module of their own: the browser's lazy PaymentsApi loads it for them
 * (lazy-api-ports.ts), and the whole port (payments-http.ts) includes it.
 */
export const makeHttpPaymentBalances = (client: HttpApiClient): PaymentBalancesPart => {
  const balances = client.calls(balanceCalls);
  return {
    getAccount: (account) => balances.getAccount({ params: { account } }),
    postpayBalance: (request) => balances.postpayBalance({ body: request }),
    prepayBalance: (customerUUID, product) => balances.prepayBalance({ params: { customerUUID, product } }),
  };
};
