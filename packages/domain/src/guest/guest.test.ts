import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import {
  guestCardCall,
  guestFlowAvailability,
  guestNextStep,
  guestOutcomeKey,
  guestPurchaseOutcome,
  guestStepTitleKey,
  guestTargetFields,
} from "./guest-flow";
import { requireGuestBody } from "./no-data";

const start = { responseToken: undefined, method: undefined, paid: false, outcome: undefined } as const;

describe("guest flow (GST-01..03)", () => {
  it("validates, pays, then checks the status of a card payment", () => {
    expect(guestNextStep(start)).toBe("validate");
    expect(guestNextStep({ ...start, responseToken: "" })).toBe("validate");
    expect(guestNextStep({ ...start, responseToken: "rt" })).toBe("pay");
    expect(guestNextStep({ ...start, responseToken: "rt", method: "card" })).toBe("pay");
    expect(guestNextStep({ ...start, responseToken: "rt", method: "card", paid: true })).toBe("check_status");
    expect(guestNextStep({ responseToken: "rt", method: "card", paid: true, outcome: "pending" })).toBe(
      "check_status",
    );
    expect(guestNextStep({ responseToken: "rt", method: "card", paid: true, outcome: "failed" })).toBe(
      "done",
    );
    expect(guestNextStep({ ...start, responseToken: "rt", method: "voucher", paid: true })).toBe("done");
  });
  it("is not-found unless its flag is on and a captcha key is set", () => {
    expect(guestFlowAvailability(productionSettings, "recharge")).toBe("not_found");
    const flagOnly = withSettings(productionSettings, { flags: { anonymousRecharge: true } });
    expect(guestFlowAvailability(flagOnly, "recharge")).toBe("not_found");
    const on = withSettings(flagOnly, { captchaKey: "site-key" });
    expect(guestFlowAvailability(on, "recharge")).toBe("available");
    expect(guestFlowAvailability(on, "pay_bill")).toBe("not_found");
    expect(guestFlowAvailability(withSettings(on, { flags: { anonymousPayBill: true } }), "pay_bill")).toBe(
      "available",
    );
  });
  it("chooses the call and fields by target", () => {
    expect(guestCardCall({ kind: "recharge", msisdn: "6421" })).toBe("topup");
    expect(guestCardCall({ kind: "pay_bill", lookupId: "INV1" })).toBe("payment");
    expect(guestTargetFields({ kind: "recharge", msisdn: "6421" })).toEqual({ MSISDN: "6421" });
    expect(guestTargetFields({ kind: "pay_bill", lookupId: "A1" })).toEqual({ LookupID: "A1" });
  });
  it("reads purchase statuses", () => {
    expect(guestPurchaseOutcome("completed")).toBe("succeeded");
    expect(guestPurchaseOutcome("DECLINED")).toBe("failed");
    expect(guestPurchaseOutcome("PENDING")).toBe("pending");
    expect(guestPurchaseOutcome("whatever")).toBe("pending");
    expect(guestOutcomeKey("failed")).toBe("guest.purchase_failed");
    expect(guestStepTitleKey("check_status")).toBe("guest.step_check_status");
  });
  it("a reply without a body gives No Data", () => {
    expect(requireGuestBody(null)).toEqual(Either.left("guest.no_data"));
    expect(requireGuestBody(undefined)).toEqual(Either.left("guest.no_data"));
    expect(requireGuestBody({ Status: "PAID" })).toEqual(Either.right({ Status: "PAID" }));
  });
});
