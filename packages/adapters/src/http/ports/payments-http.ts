import * as Layer from "effect/Layer";
import { PaymentsApi, type PaymentsApiService } from "@waea/domain/payments/api";
import type { HttpApiClient } from "../client";
import { paymentsCalls } from "../contract/payments";
import { makeHttpPaymentAutoTopUp } from "./payment-auto-top-up-http";
import { makeHttpPaymentBalances } from "./payment-balances-http";
import { makeHttpPaymentCards } from "./payment-cards-http";
import { makeHttpPaymentHistory } from "./payment-history-http";

/**
 * The PaymentsApi port over HTTP: one contract entry per method; a call that moves money sends its intent's key. Payment history is cached for 5 minutes per page;
 * payments, top-ups, purchases and voucher redemptions clear it (and the invoice pages) when they succeed.
 */
export const makeHttpPaymentsApi = (client: HttpApiClient): PaymentsApiService => {
  const payments = client.calls(paymentsCalls);
  return {
    ...makeHttpPaymentCards(client),
    ...makeHttpPaymentBalances(client),
    ...makeHttpPaymentHistory(client),
    ...makeHttpPaymentAutoTopUp(client),
    setupPaymentMethod: (account) => payments.setupPaymentMethod({ params: { account } }),
    deletePaymentMethod: (account, id) => payments.deletePaymentMethod({ params: { account, id } }),
    deleteInvalidPaymentMethod: (account, id) =>
      payments.deleteInvalidPaymentMethod({ params: { account, id } }),
    setPaymentMethodRank: (account, id, rank) =>
      payments.setPaymentMethodRank({ params: { account, id }, body: { Rank: rank } }),
    pay: (account, request, idempotencyKey) =>
      payments.pay({ params: { account }, body: request, idempotencyKey }),
    topUpIntent: (customerUUID, product, cents, idempotencyKey) =>
      payments.topUpIntent({ params: { customerUUID, product, cents }, idempotencyKey }),
    topUp: (customerUUID, request, idempotencyKey) =>
      payments.topUp({ params: { customerUUID }, body: request, idempotencyKey }),
    purchasePrepayAddon: (customerUUID, productId, availabilityId, request, idempotencyKey) =>
      payments.purchasePrepayAddon({
        params: { customerUUID, productId, availabilityId },
        body: request,
        idempotencyKey,
      }),
    purchasePrepayAddonInitial: (customerUUID, productId, availabilityId, request, idempotencyKey) =>
      payments.purchasePrepayAddonInitial({
        params: { customerUUID, productId, availabilityId },
        body: request,
        idempotencyKey,
      }),
    purchasePostpayAddon: (request, idempotencyKey) =>
      payments.purchasePostpayAddon({ body: request, idempotencyKey }),
    checkVoucher: (customerUUID, product, code) =>
      payments.checkVoucher({ params: { customerUUID, product, code } }),
    redeemVoucher: (customerUUID, product, code, idempotencyKey) =>
      payments.redeemVoucher({ params: { customerUUID, product, code }, idempotencyKey }),
    redeemPromoCode: (customerUUID, code) =>
      payments.redeemPromoCode({ params: { customerUUID }, body: { Code: code } }),
    setAutoTopUp: (customerUUID, product, request) =>
      payments.setAutoTopUp({ params: { customerUUID, product }, body: request }),
  };
};

export const httpPaymentsLayer = (client: HttpApiClient): Layer.Layer<PaymentsApi> =>
  Layer.succeed(PaymentsApi, makeHttpPaymentsApi(client));
