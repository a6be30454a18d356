import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import {
  ADDON_RETRY_DELAY_MILLIS,
  ADDON_RETRY_WINDOW_MILLIS,
  addonPurchaseStep,
  addonRetryWindowClosed,
  firstAvailability,
  productToSave,
} from "./addon-purchase";
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS, checkTopUpAmount } from "./top-up";

const step = (kind: "prepay" | "prepay_initial" | "postpay", reply: object, addonFullyPaid = false) =>
  addonPurchaseStep({ kind, reply, addonFullyPaid });
const product = { UUID: "p", AddOns: [{ UUID: "a1", Name: "Data" }] };

describe("add-on purchase outcome", () => {
  it("initial activation with a ClientSecret confirms the card", () => {
    expect(step("prepay_initial", { ClientSecret: "s", is_fully_paid: true })).toEqual({
      _tag: "ConfirmCard",
      clientSecret: "s",
    });
  });
  it("fully paid is ok without confirmation", () => {
    expect(step("prepay", { ClientSecret: "s", is_fully_paid: true })).toEqual({ _tag: "Done" });
    expect(step("prepay", {}, true)).toEqual({ _tag: "Done" });
  });
  it("otherwise a ClientSecret is returned for confirmation", () => {
    expect(step("prepay", { Status: "pending_payment", ClientSecret: "s" })).toEqual({
      _tag: "ReturnForConfirmation",
      clientSecret: "s",
    });
    expect(step("postpay", { ClientSecret: "s" })).toEqual({
      _tag: "ReturnForConfirmation",
      clientSecret: "s",
    });
  });
  it("without a ClientSecret, a reply holding the product with AddOns is done", () => {
    expect(step("prepay", { PrepayProduct: product })).toEqual({ _tag: "Done" });
    expect(step("postpay", { Status: "completed" })).toEqual({ _tag: "Done" });
  });
  it("without a ClientSecret it is retried, every second for 10 s, then fails", () => {
    expect([ADDON_RETRY_DELAY_MILLIS, ADDON_RETRY_WINDOW_MILLIS]).toEqual([1000, 10_000]);
    expect(step("prepay", {})).toEqual({ _tag: "Retry" });
    const empty = { PrepayProduct: { UUID: "p", AddOns: [] } };
    expect(step("prepay", empty)).toEqual({ _tag: "Retry" });
    expect(addonRetryWindowClosed(empty)).toEqual({ _tag: "Failed", key: "payments.purchase_failed" });
  });
  it("pending_payment means not finished: retried, then reported pending", () => {
    expect(step("postpay", { Status: "pending_payment" })).toEqual({ _tag: "Retry" });
    const pending = { Status: "PENDING_PAYMENT", PrepayProduct: product };
    expect(step("prepay", pending)).toEqual({ _tag: "Retry" });
    expect(addonRetryWindowClosed(pending)).toEqual({
      _tag: "Pending",
      key: "payments.payment_not_finished",
    });
  });
  it("buys the first availability, or says no available product was found", () => {
    const availability = { UUID: "av", ProductCatalogEntryUUID: "cat" };
    expect(firstAvailability({ Availabilities: [availability] })).toEqual(Either.right(availability));
    expect(firstAvailability({ Availabilities: [] })).toEqual(Either.left("payments.no_available_product"));
    expect(firstAvailability({})).toEqual(Either.left("payments.no_available_product"));
  });
  it("saves the product only when it holds AddOns", () => {
    expect(productToSave({ PrepayProduct: product })).toBe(product);
    expect(productToSave({ PrepayProduct: { UUID: "p" } })).toBeUndefined();
    expect(productToSave({})).toBeUndefined();
  });
});

describe("top-up amount", () => {
  it("must be more than $0.99 and at most $999", () => {
    expect(TOP_UP_MIN_CENTS).toBe(100);
    expect(checkTopUpAmount(99)).toEqual(Either.left("payments.topup_amount_too_small"));
    expect(checkTopUpAmount(100)).toEqual(Either.right(100));
    expect(checkTopUpAmount(TOP_UP_MAX_CENTS)).toEqual(Either.right(99_900));
    expect(checkTopUpAmount(TOP_UP_MAX_CENTS + 1)).toEqual(Either.left("payments.topup_amount_too_large"));
    expect(checkTopUpAmount(undefined)).toEqual(Either.left("payments.amount_required"));
    expect(checkTopUpAmount(150.5)).toEqual(Either.left("payments.amount_required"));
  });
});
