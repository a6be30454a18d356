import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ConfirmationCodes } from "./confirmation";
import { makeStripePayments } from "./stripe-payments";

describe("the real @stripe/stripe-js/pure entry", () => {
  it("imports offline and reports that Stripe.js cannot run outside a browser", async () => {
    const payments = makeStripePayments({ publishableKey: "pk_test_node" });
    const result = await Effect.runPromise(Effect.either(payments.confirmCardPayment("pi_1_secret_2")));
    expect(Either.isLeft(result) && [result.left.code, result.left.clientSecret]).toEqual([
      ConfirmationCodes.providerUnavailable,
      "pi_1_secret_2",
    ]);
  });
});
