import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { makeMemoryPayments, type PaymentsService } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { ConfirmationCodes } from "./confirmation";
import { lazyPayments } from "./lazy-payments";

describe("lazyPayments", () => {
  it("imports the provider once, on the first confirmation, and confirms with it", async () => {
    const provider = makeMemoryPayments();
    let loads = 0;
    const payments = lazyPayments(() => {
      loads += 1;
      return Promise.resolve<PaymentsService>(provider);
    });
    expect(loads).toBe(0);
    await Effect.runPromise(payments.confirmCardPayment("pi_1_secret_a", "pm_1"));
    await Effect.runPromise(payments.confirmCardSetup("seti_1_secret_b"));
    expect(loads).toBe(1);
    expect(provider.confirmed).toEqual(["pi_1_secret_a", "seti_1_secret_b"]);
  });

  it("fails a confirmation as an unavailable provider when its module cannot be fetched, and tries again next time", async () => {
    const provider = makeMemoryPayments();
    let attempts = 0;
    const payments = lazyPayments(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error("Failed to fetch dynamically imported module"))
        : Promise.resolve<PaymentsService>(provider);
    });
    const failed = await Effect.runPromise(Effect.either(payments.confirmCardSetup("seti_1_secret_b")));
    expect(Either.isLeft(failed) && failed.left).toMatchObject({
      _tag: "CardConfirmationError",
      clientSecret: "seti_1_secret_b",
      code: ConfirmationCodes.providerUnavailable,
      message: "Failed to fetch dynamically imported module",
    });
    await Effect.runPromise(payments.confirmCardSetup("seti_1_secret_b"));
    expect(provider.confirmed).toEqual(["seti_1_secret_b"]);
  });
});
