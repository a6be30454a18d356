import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { readFileSync, readdirSync } from "node:fs";
import * as Path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";

/** Stands in for `@stripe/stripe-js/pure` and counts when the module is evaluated and Stripe.js is asked for. */
const stripeModule = vi.hoisted(() => ({ evaluated: 0, keys: [] as string[] }));

vi.mock("@stripe/stripe-js/pure", () => {
  stripeModule.evaluated += 1;
  return {
    loadStripe: async (key: string) => {
      stripeModule.keys.push(key);
      return {
        confirmCardPayment: async () => ({ paymentIntent: { id: "pi_1", status: "succeeded" } }),
        confirmCardSetup: async () => ({ setupIntent: { id: "seti_1", status: "succeeded" } }),
      };
    },
  };
});

const here = Path.dirname(fileURLToPath(import.meta.url));

describe("Stripe.js is loaded lazily", () => {
  it("importing the payments adapters loads nothing; the first confirmation imports the pure entry once", async () => {
    const payments = await import("./index");
    const stripe = payments.makeStripePayments({ publishableKey: "pk_test_lazy" });
    const chosen = Effect.runSync(
      payments.makePayments({
        stripePublishableKey: "pk_test_chosen",
        confirmViaApi: () => Effect.fail({ message: "unused" }),
      }),
    );
    expect(stripeModule).toEqual({ evaluated: 0, keys: [] });
    const result = await Effect.runPromise(Effect.either(stripe.confirmCardPayment("pi_1_secret_2")));
    await Effect.runPromise(Effect.either(chosen.confirmCardSetup("seti_1_secret_2")));
    expect(result).toEqual(Either.right({ status: "succeeded", id: "pi_1" }));
    expect(stripeModule).toEqual({ evaluated: 1, keys: ["pk_test_lazy", "pk_test_chosen"] });
  });

  it("never imports Stripe.js statically, nor its default entry at all", () => {
    const sources = readdirSync(here)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .map((name) => readFileSync(Path.join(here, name), "utf8"));
    const text = sources.join("\n");
    expect(text).not.toMatch(/^import[^;]*from\s+"@stripe\//m);
    expect(text).not.toMatch(/"@stripe\/stripe-js"/);
    expect(text).toContain('await import("@stripe/stripe-js/pure")');
  });
});
