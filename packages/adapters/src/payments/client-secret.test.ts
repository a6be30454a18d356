import { describe, expect, it } from "vitest";
import { parseStripeClientSecret, redactSecret } from "./client-secret";

describe("parseStripeClientSecret", () => {
  it("recognises Stripe payment and setup intent secrets", () => {
    expect(parseStripeClientSecret("pi_3Nabc123_secret_XyZ789")).toEqual({
      kind: "payment",
      intentId: "pi_3Nabc123",
    });
    expect(parseStripeClientSecret("seti_1Mdef_secret_Q1")).toEqual({
      kind: "setup",
      intentId: "seti_1Mdef",
    });
  });

  it.each([
    "",
    "pi_",
    "pi_1_secret_",
    "pi__secret_x",
    "fake-secret-1",
    "cs_1_secret_2",
    " pi_1_secret_2",
    "pi_1_secret_2/x",
  ])("does not take %j for a Stripe secret", (secret) => {
    expect(parseStripeClientSecret(secret)).toBeUndefined();
  });
});

describe("redactSecret", () => {
  it("masks the secret and anything shaped like a Stripe secret", () => {
    expect(redactSecret("You specified: abc-123.", "abc-123")).toBe("You specified: ***.");
    expect(redactSecret("No such payment_intent: pi_1_secret_zz", "other")).toBe(
      "No such payment_intent: pi_1_secret_***",
    );
    expect(redactSecret("plain text", "")).toBe("plain text");
  });
});
