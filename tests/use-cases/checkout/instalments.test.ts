import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { checkoutCart, loadSavedPurchase, returnFromInstalments, savePurchase } from "@waea/domain/checkout";
import { StorageKeys } from "@waea/domain/ports";
import { withFakeApi, visitor } from "../support/fake-api";
import { shopperWithEsim } from "./checkout-fixtures";
import { answerProvider } from "./instalment-provider";

const api = withFakeApi();

describe("paying by instalments (SHOP-05, afterpay-return)", () => {
  it("stores the purchase first and redirects; a failed return goes back to the checkout, a paid one completes it", async () => {
    const { shopper, input } = await shopperWithEsim(api());
    const hasCart = () => Effect.runSync(shopper.storage.keys()).includes(StorageKeys.cart);
    const placed = await shopper.run(checkoutCart({ ...input, method: "afterpay" }));
    expect(placed).toMatchObject({
      _tag: "RedirectToInstalments",
      clientSecret: expect.stringMatching(/^pi_/),
      returnUrl: "https://waea.nz/afterpay-return",
      purchase: { status: "pending" },
    });
    expect((await shopper.run(loadSavedPurchase))?.status).toBe("pending");
    expect(hasCart()).toBe(true);
    expect(await shopper.run(returnFromInstalments({ redirectStatus: "failed", broadband: false }))).toEqual({
      _tag: "Failed",
      path: "/checkout?redirect_status=failed",
    });
    expect(hasCart()).toBe(true);
    if (placed._tag !== "RedirectToInstalments") throw new Error("expected a redirect to the provider");
    await answerProvider(api(), placed.clientSecret, "approve");
    expect(
      await shopper.run(returnFromInstalments({ redirectStatus: "succeeded", broadband: false })),
    ).toEqual({
      _tag: "Completed",
      path: "/thanks",
    });
    expect(hasCart()).toBe(false);
    expect((await shopper.run(loadSavedPurchase))?.status).toBe("completed");
  });

  it("a typed redirect_status=succeeded on an unpaid order does not complete it: back to the checkout, cart kept", async () => {
    const { shopper, input } = await shopperWithEsim(api());
    const placed = await shopper.run(checkoutCart({ ...input, method: "afterpay" }));
    if (placed._tag !== "RedirectToInstalments") throw new Error("expected a redirect to the provider");
    const forged = () =>
      shopper.run(returnFromInstalments({ redirectStatus: "succeeded", broadband: false }));
    expect(await forged()).toEqual({ _tag: "Failed", path: "/checkout?redirect_status=failed" });
    await answerProvider(api(), placed.clientSecret, "decline");
    expect(await forged()).toEqual({ _tag: "Failed", path: "/checkout?redirect_status=failed" });
    expect(Effect.runSync(shopper.storage.keys())).toContain(StorageKeys.cart);
    expect((await shopper.run(loadSavedPurchase))?.status).toBe("pending");
    expect(shopper.analytics.events.map((event) => event.name)).not.toContain("purchase");
  });

  it("without a readable stored purchase a return goes home", async () => {
    const shopper = visitor(api());
    Effect.runSync(shopper.storage.set(StorageKeys.purchasedSummary, "{oops"));
    expect(
      await shopper.run(returnFromInstalments({ redirectStatus: "succeeded", broadband: true })),
    ).toEqual({
      _tag: "Home",
      path: "/",
    });
  });

  it("does not complete a purchase twice", async () => {
    const shopper = visitor(api());
    await shopper.run(
      savePurchase({
        kind: "fwa",
        status: "completed",
        summary: { number: "O9", e_sim: false, is_only_sim: false },
      }),
    );
    expect(
      await shopper.run(returnFromInstalments({ redirectStatus: "succeeded", broadband: true })),
    ).toEqual({
      _tag: "Completed",
      path: "/thanks-broadband",
    });
    expect(shopper.analytics.events).toEqual([]);
  });
});
