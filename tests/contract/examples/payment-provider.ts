import * as Effect from "effect/Effect";
import type { providerCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";
import { cardIds, firstProduct } from "./payments";

/**
 * The simulated card provider: postpay@ pays $25.00 of its bill by card and confirms the ClientSecret it got;
 * prepay@ asks for a setup intent and confirms its secret (a new card).
 */
export const providerExamples: Examples<typeof providerCalls> = {
  "provider.confirmCardPayment": {
    input: async (context) => {
      const reply = await Effect.runPromise(
        context.test.client.api.payments.pay({
          params: { account: context.customer() },
          idempotencyKey: "contract-bill-payment",
          body: {
            AmountCents: 2500,
            PaymentMethodType: "cards",
            PaymentMethodID: (await cardIds(context))[0] ?? "",
            ProductInstanceUUID: firstProduct(context),
          },
        }),
      );
      return { body: { client_secret: reply.ClientSecret ?? "" } };
    },
  },
  "provider.confirmCardSetup": {
    as: "prepay@waea.test",
    input: async (context) => {
      const reply = await Effect.runPromise(
        context.test.client.api.payments.setupPaymentMethod({ params: { account: context.customer() } }),
      );
      return { body: { client_secret: reply.SetupIntentClientSecret } };
    },
  },
};
