import { describe, expect, it } from "vitest";
import { millisToNanos } from "../ports";
import {
  PaymentStatusGroupLabelKeys,
  paymentDisplayDate,
  paymentHistoryRow,
  paymentStatusGroup,
  transactionMillis,
} from "./history-status";

describe("payment history status groups", () => {
  it.each([
    ["REFUNDED", "REFUNDED"],
    ["PARTIALLY REFUNDED", "REFUNDED"],
    ["COMPLETED", "COMPLETED"],
    ["NEEDS AUTHORIZATION", "OTHERS"],
    ["FAILED", "DECLINED"],
    ["DECLINED", "DECLINED"],
    ["CANCELLED", "DECLINED"],
    ["PAYMENT METHOD REQUIRED", "ACTION REQ"],
    ["PAYMENT METHOD INVALID", "ACTION REQ"],
    ["PAYMENT METHOD EXPIRED", "ACTION REQ"],
    ["NO FUNDS", "ACTION REQ"],
    ["PENDING", "PENDING"],
  ])("%s shows as %s", (status, group) => expect(paymentStatusGroup(status)).toBe(group));
  it("ignores case, underscores and spacing", () => {
    expect(paymentStatusGroup("payment_method_required")).toBe("ACTION REQ");
    expect(paymentStatusGroup("  partially   refunded ")).toBe("REFUNDED");
    expect(paymentStatusGroup("no-funds")).toBe("ACTION REQ");
  });
  it("maps anything else to UNKNOWN", () => {
    expect(paymentStatusGroup("SETTLED")).toBe("UNKNOWN");
    expect(paymentStatusGroup("")).toBe("UNKNOWN");
    expect(paymentStatusGroup(undefined)).toBe("UNKNOWN");
    expect(paymentStatusGroup(null)).toBe("UNKNOWN");
  });
  it("labels every group", () => {
    expect(PaymentStatusGroupLabelKeys["ACTION REQ"]).toBe("payments.status_action_req");
  });
});

describe("payment display date", () => {
  it("shows 'DD MMM YYYY @ HH:mm' in NZ time from the nanos, else the ISO time", () => {
    const millis = Date.parse("2025-11-20T23:05:00Z");
    expect(paymentDisplayDate({ CreatedAtNanos: millisToNanos(millis) }, "en")).toBe("21 Nov 2025 @ 12:05");
    expect(paymentDisplayDate({ CreatedAt: "2025-06-01T00:00:00Z" }, "en")).toBe("01 Jun 2025 @ 12:00");
    expect(paymentDisplayDate({ CreatedAtNanos: 0, CreatedAt: "2025-06-01T00:00:00Z" }, "en")).toBe(
      "01 Jun 2025 @ 12:00",
    );
    expect(paymentDisplayDate({ CreatedAt: "yesterday" }, "en")).toBe("");
    expect(transactionMillis({})).toBeUndefined();
  });
  it("names the month in te reo Māori for the Māori interface", () => {
    expect(
      paymentDisplayDate({ CreatedAtNanos: millisToNanos(Date.parse("2025-11-20T23:05:00Z")) }, "mi-NZ"),
    ).toBe("21 Noe 2025 @ 12:05");
  });
  it("builds a row with group and label", () => {
    expect(
      paymentHistoryRow({ Status: "FAILED", AmountCents: 100, CreatedAt: "2025-06-01T00:00:00Z" }),
    ).toMatchObject({
      group: "DECLINED",
      groupLabelKey: "payments.status_declined",
    });
  });
});
