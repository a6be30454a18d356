import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionFlags } from "../config";
import {
  afterpayReturnDecision,
  afterpayReturnUrl,
  checkoutPath,
  isOrderPaid,
  thanksPageDecision,
  thanksPath,
} from "./afterpay-return";
import { esimOrderState, esimOrderStateKey, ordersNewestFirst } from "./orders";
import { checkPaymentMethod, paymentStep } from "./payment-decision";
import type { SavedPurchase } from "./saved-purchase";

const purchase = (overrides: Partial<SavedPurchase> = {}): SavedPurchase => ({
  kind: "shop",
  status: "pending",
  summary: { number: "O1", e_sim: false, is_only_sim: true },
  ...overrides,
});

describe("payment decisions", () => {
  it("offers instalments only while the afterpay flag is on", () => {
    expect(checkPaymentMethod("afterpay", productionFlags)).toEqual(Either.right("afterpay"));
    expect(checkPaymentMethod("afterpay", { ...productionFlags, afterpay: false })).toEqual(
      Either.left("checkout.instalments_unavailable"),
    );
    expect(checkPaymentMethod("card", { ...productionFlags, afterpay: false })).toEqual(Either.right("card"));
  });
  it("confirms a card only with a client secret and the confirmation flag on", () => {
    expect(paymentStep("card", "s", productionFlags)).toEqual({ _tag: "ConfirmCard", clientSecret: "s" });
    expect(paymentStep("card", "s", { ...productionFlags, checkoutPaymentConfirmation: false })).toEqual({
      _tag: "Complete",
    });
    expect(paymentStep("card", undefined, productionFlags)).toEqual({ _tag: "Complete" });
    expect(paymentStep("afterpay", "", productionFlags)).toEqual({ _tag: "Complete" });
  });
  it("redirects to the instalment provider with the client secret", () => {
    expect(paymentStep("afterpay", "s", productionFlags)).toEqual({
      _tag: "RedirectToInstalments",
      clientSecret: "s",
    });
  });
});

describe("instalment return", () => {
  it("marks broadband returns with ?broadband=true", () => {
    expect(afterpayReturnUrl("https://waea.nz/", "shop")).toBe("https://waea.nz/afterpay-return");
    expect(afterpayReturnUrl("https://waea.nz", "fwa")).toBe(
      "https://waea.nz/afterpay-return?broadband=true",
    );
  });
  it("goes to the thanks page of the purchase when paid", () => {
    expect(
      afterpayReturnDecision({ redirectStatus: "succeeded", broadband: false, purchase: purchase() }),
    ).toEqual({
      _tag: "Completed",
      path: "/thanks",
    });
    expect(
      afterpayReturnDecision({
        redirectStatus: "processing",
        broadband: true,
        purchase: purchase({ kind: "ufb" }),
      }),
    ).toEqual({ _tag: "Completed", path: "/thanks-broadband" });
  });
  it("goes back to the checkout with redirect_status=failed otherwise", () => {
    expect(
      afterpayReturnDecision({ redirectStatus: "failed", broadband: false, purchase: purchase() }),
    ).toEqual({
      _tag: "Failed",
      path: "/checkout?redirect_status=failed",
    });
    expect(
      afterpayReturnDecision({
        redirectStatus: undefined,
        broadband: true,
        purchase: purchase({ kind: "fwa" }),
      }),
    ).toEqual({ _tag: "Failed", path: "/checkout-fwa?redirect_status=failed" });
    expect(
      afterpayReturnDecision({ redirectStatus: "failed", broadband: true, purchase: purchase() }).path,
    ).toBe("/checkout-ufb?redirect_status=failed");
    expect(
      afterpayReturnDecision({ redirectStatus: "succeeded", broadband: false, purchase: undefined }),
    ).toEqual({
      _tag: "Home",
      path: "/",
    });
  });
  it("an order is paid once its processing started or is over, not while it waits for its payment (SHOP-05)", () => {
    expect(["PROCESSING", "COMPLETED", "completed"].map(isOrderPaid)).toEqual([true, true, true]);
    expect(["PENDING_PAYMENT", "FAILED", "CANCELLED", ""].map(isOrderPaid)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it("shows the thanks pages only for a completed purchase", () => {
    expect(thanksPageDecision(purchase({ status: "completed" }))).toBe("show");
    expect(thanksPageDecision(purchase())).toBe("home");
    expect(thanksPageDecision(undefined)).toBe("home");
    expect([checkoutPath("ufb"), thanksPath("fwa")]).toEqual(["/checkout-ufb", "/thanks-broadband"]);
  });
});

describe("orders", () => {
  it("lists orders newest first, undated last", () => {
    const orders = [
      { Number: "1", Status: "COMPLETED", CreatedAtNanos: 10 },
      { Number: "2", Status: "COMPLETED" },
      { Number: "3", Status: "PROCESSING", CreatedAtNanos: 30 },
      { Number: "4", Status: "PROCESSING" },
    ];
    expect(ordersNewestFirst(orders).map((order) => order.Number)).toEqual(["3", "1", "2", "4"]);
  });
  it("says where an eSIM order stands", () => {
    expect(esimOrderState({ Status: "COMPLETED", ESIMs: [{ ActivationCode: "LPA:1$x$y" }] })).toBe("ready");
    expect(esimOrderState({ Status: "completed", ESIMs: [{ ActivationCode: "" }] })).toBe("pending");
    expect(esimOrderState({ Status: "READY", ESIMs: [] })).toBe("pending");
    expect(esimOrderState({ Status: "PROCESSING", ESIMs: [{ ActivationCode: "x" }] })).toBe("pending");
    expect(esimOrderState({ Status: "FAILED", ESIMs: [] })).toBe("failed");
    expect(["pending", "ready", "failed"].map((s) => esimOrderStateKey(s as "pending"))).toEqual([
      "checkout.esim_pending",
      "checkout.esim_ready",
      "checkout.esim_failed",
    ]);
  });
});
