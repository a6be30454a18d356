import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { Payments } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { makeFakeStripe } from "./fake-stripe";
import type { ConfirmViaApi } from "./fake-api-payments";
import { choosePayments, paymentsLayer } from "./payments-layer";

describe("choosePayments", () => {
  it("uses the fake API unless a Stripe key is set", () => {
    expect(choosePayments(undefined)).toEqual({ _tag: "Fake" });
    expect(choosePayments("")).toEqual({ _tag: "Fake" });
    expect(choosePayments("  ")).toEqual({ _tag: "Fake" });
  });

  it("uses Stripe for a publishable key", () => {
    expect(choosePayments(" pk_test_51Habc ")).toEqual({ _tag: "Stripe", publishableKey: "pk_test_51Habc" });
    expect(choosePayments("pk_live_X9")).toEqual({ _tag: "Stripe", publishableKey: "pk_live_X9" });
  });

  it.each(["sk_test_51Hsecret", "rk_live_51Hsecret", "pk_prod_1", "stripe", "pk_test_a b"])(
    "refuses %j with a message that does not repeat the key",
    (key) => {
      const choice = choosePayments(key);
      expect(choice._tag).toBe("Invalid");
      if (choice._tag === "Invalid") expect(choice.error.message).not.toContain(key);
    },
  );

  it("says when the key is a secret key", () => {
    const choice = choosePayments("sk_live_abc");
    expect(choice._tag === "Invalid" && choice.error.message).toMatch(/secret key/);
  });
});

describe("paymentsLayer", () => {
  const confirmed: string[] = [];
  const confirmViaApi: ConfirmViaApi = (kind, secret) =>
    Effect.sync(() => {
      confirmed.push(`${kind}:${secret}`);
      return { status: "succeeded", id: "fake_1" };
    });
  const confirmSetup = Effect.flatMap(Payments, (payments) => payments.confirmCardSetup("seti_1A_secret_B"));

  it("confirms through the fake API without a key", async () => {
    const fake = makeFakeStripe(() => ({}));
    const layer = paymentsLayer({ confirmViaApi, loadStripe: fake.loadStripe });
    expect(await Effect.runPromise(Effect.provide(confirmSetup, layer))).toEqual({
      status: "succeeded",
      id: "fake_1",
    });
    expect(confirmed).toEqual(["setup:seti_1A_secret_B"]);
    expect(fake.loads).toEqual([]);
  });

  it("confirms through Stripe with a key", async () => {
    const fake = makeFakeStripe(() => ({ setupIntent: { id: "seti_1A", status: "succeeded" } }));
    const layer = paymentsLayer({
      stripePublishableKey: "pk_test_1",
      confirmViaApi,
      loadStripe: fake.loadStripe,
    });
    expect(await Effect.runPromise(Effect.provide(confirmSetup, layer))).toEqual({
      status: "succeeded",
      id: "seti_1A",
    });
    expect(fake.loads).toEqual(["pk_test_1"]);
  });

  it("fails to build with an unusable key", async () => {
    const layer = paymentsLayer({ stripePublishableKey: "sk_test_1", confirmViaApi });
    const result = await Effect.runPromise(Effect.either(Effect.provide(confirmSetup, layer)));
    expect(Either.isLeft(result) && result.left._tag).toBe("InvalidStripeKey");
  });
});
