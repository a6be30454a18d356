import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ConfirmationCodes } from "./confirmation";
import { makeFakeStripe } from "./fake-stripe";
import type { LoadStripe } from "./stripe-like";
import { makeStripePayments } from "./stripe-payments";

const KEY = "pk_test_abc";
const PI = "pi_1Abc_secret_Def";
const SETI = "seti_1Abc_secret_Def";
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));

describe("Stripe payments", () => {
  it("loads nothing until the first confirmation, then loads once with the publishable key", async () => {
    const fake = makeFakeStripe(() => ({ paymentIntent: { id: "pi_1Abc", status: "succeeded" } }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    expect(fake.loads).toEqual([]);
    await run(
      Effect.all([payments.confirmCardPayment(PI), payments.confirmCardPayment(PI)], { concurrency: 2 }),
    );
    await run(payments.confirmCardSetup(SETI));
    expect(fake.loads).toEqual([KEY]);
  });

  it("confirms a payment with the chosen payment method, or with the attached one", async () => {
    const fake = makeFakeStripe(() => ({ paymentIntent: { id: "pi_1Abc", status: "succeeded" } }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    expect(await run(payments.confirmCardPayment(PI, "pm_card"))).toEqual(
      Either.right({ status: "succeeded", id: "pi_1Abc" }),
    );
    await run(payments.confirmCardPayment(PI));
    await run(payments.confirmCardPayment(PI, " "));
    expect(fake.calls).toEqual([
      { method: "confirmCardPayment", clientSecret: PI, data: { payment_method: "pm_card" } },
      { method: "confirmCardPayment", clientSecret: PI },
      { method: "confirmCardPayment", clientSecret: PI },
    ]);
  });

  it("never sends typed card numbers to Stripe: they reach it only through its own card field", async () => {
    const fake = makeFakeStripe(() => ({ paymentIntent: { id: "pi_1Abc", status: "succeeded" } }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    const card = { number: "4242424242424242", expMonth: 12, expYear: 2099, cvc: "123" };
    expect(await run(payments.confirmCardPayment(PI, card))).toMatchObject({
      left: { clientSecret: PI, code: ConfirmationCodes.cardEntryUnsupported },
    });
    expect(fake.loads).toEqual([]);
    expect(fake.calls).toEqual([]);
  });

  it("confirms a card set-up", async () => {
    const fake = makeFakeStripe(() => ({ setupIntent: { id: "seti_1Abc", status: "requires_action" } }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    expect(await run(payments.confirmCardSetup(SETI))).toEqual(
      Either.right({ status: "requires_action", id: "seti_1Abc" }),
    );
    expect(fake.calls).toEqual([{ method: "confirmCardSetup", clientSecret: SETI }]);
  });

  it("passes a Stripe error on with the secret, the decline code and a message without the secret", async () => {
    const fake = makeFakeStripe(() => ({
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: `Your card has insufficient funds (${PI}).`,
      },
    }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    const result = await run(payments.confirmCardPayment(PI));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "CardConfirmationError",
      clientSecret: PI,
      code: "insufficient_funds",
      message: "Your card has insufficient funds (***).",
    });
  });

  it("uses Stripe's code without a decline code, and a default message without one", async () => {
    const fake = makeFakeStripe(() => ({
      error: { type: "invalid_request_error", code: "setup_intent_authentication_failure" },
    }));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    const result = await run(payments.confirmCardSetup(SETI));
    expect(Either.isLeft(result) && result.left).toMatchObject({
      code: "setup_intent_authentication_failure",
      message: "The card provider refused the confirmation.",
    });
  });

  it("fails a result with neither intent nor error, an unexpected state, and a thrown error", async () => {
    const answers = [{}, { paymentIntent: { id: "pi_1Abc", status: "canceled" } }];
    const fake = makeFakeStripe(() => {
      const next = answers.shift();
      if (next === undefined) throw new Error(`IntegrationError: bad value ${PI}`);
      return next;
    });
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    const outcomes = [];
    for (let index = 0; index < 3; index += 1) outcomes.push(await run(payments.confirmCardPayment(PI)));
    expect(
      outcomes.map((outcome) => Either.isLeft(outcome) && [outcome.left.code, outcome.left.message]),
    ).toEqual([
      [undefined, "The card provider refused the confirmation."],
      [ConfirmationCodes.unexpectedState("payment"), 'The payment was left in the state "canceled".'],
      [ConfirmationCodes.providerFailed, "IntegrationError: bad value ***"],
    ]);
  });

  it("refuses a blank or non-Stripe secret, or one of the other kind, without loading Stripe", async () => {
    const fake = makeFakeStripe(() => ({}));
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe: fake.loadStripe });
    const results = [
      await run(payments.confirmCardPayment("")),
      await run(payments.confirmCardPayment("fake_secret_1")),
      await run(payments.confirmCardPayment(SETI)),
      await run(payments.confirmCardSetup(PI)),
    ];
    expect(results.map((result) => Either.isLeft(result) && result.left.code)).toEqual(
      Array(4).fill(ConfirmationCodes.invalidClientSecret),
    );
    expect(fake.loads).toEqual([]);
  });

  it("reports Stripe.js that cannot load or run, and tries loading again next time", async () => {
    const fake = makeFakeStripe(() => ({ paymentIntent: { id: "pi_1Abc", status: "succeeded" } }));
    let loads = 0;
    const loadStripe: LoadStripe = async (key) => {
      loads += 1;
      if (loads === 1) throw new Error("Failed to load Stripe.js");
      return loads === 2 ? null : fake.loadStripe(key);
    };
    const payments = makeStripePayments({ publishableKey: KEY, loadStripe });
    const first = await run(payments.confirmCardPayment(PI));
    const second = await run(payments.confirmCardPayment(PI));
    const third = await run(payments.confirmCardPayment(PI));
    expect(
      [first, second].map((result) => Either.isLeft(result) && [result.left.code, result.left.message]),
    ).toEqual([
      [ConfirmationCodes.providerUnavailable, "Failed to load Stripe.js"],
      [ConfirmationCodes.providerUnavailable, "Stripe.js cannot run here."],
    ]);
    expect(third).toEqual(Either.right({ status: "succeeded", id: "pi_1Abc" }));
    expect(loads).toBe(3);
  });
});
