import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { millisToNanos } from "../ports";
import { carryOverExpiresAtMillis, toUsageBalance, usableCarryOver, usageBalances } from "./usage-balance";
import { UsageKindLabelKeys, usageKind } from "./usage-kind";

const now = Date.UTC(2026, 2, 15);

describe("usage kinds", () => {
  it.each([
    ["Data", "data"],
    ["Mins", "voice"],
    ["IDDMins", "idd_voice"],
    ["TXTs", "sms"],
    ["IDDTXTs", "idd_sms"],
    ["PXTs", "mms"],
    ["data", "unknown"],
    ["Roaming", "unknown"],
    ["toString", "unknown"],
    [undefined, "unknown"],
  ])("%s is %s", (type, kind) => expect(usageKind(type)).toBe(kind));
  it("labels every kind", () => expect(UsageKindLabelKeys.idd_sms).toBe("usage.type_idd_sms"));
});

describe("usage balances", () => {
  it("reads RemainingAmount as AmountRemaining, keeps InitialAmount as the full scale, adds usable carry-over", () => {
    expect(
      toUsageBalance(
        {
          Type: "Data",
          RemainingAmount: 1500,
          InitialAmount: 8192,
          CarryOverAmount: 500,
          UsageRule: "Unlimited",
        },
        now,
      ),
    ).toEqual({
      kind: "data",
      labelKey: "usage.type_data",
      AmountRemaining: 1500,
      InitialAmount: 8192,
      CarryOverAmount: 500,
      UsageRule: "Unlimited",
      unlimited: true,
      totalRemaining: 2000,
    });
    expect(toUsageBalance({ Type: "Mins", RemainingAmount: -3 }, now)).toMatchObject({
      AmountRemaining: 0,
      InitialAmount: undefined,
      CarryOverAmount: 0,
      unlimited: false,
    });
  });
  it("keeps carry-over at most 365 days", () => {
    const carried = millisToNanos(now - 300 * DAY_MILLIS);
    const entry = {
      Type: "Data",
      RemainingAmount: 0,
      CarryOverAmount: 100,
      CarryOverCreatedAtNanos: carried,
    };
    expect(carryOverExpiresAtMillis(entry)).toBe(now + 65 * DAY_MILLIS);
    expect(usableCarryOver(entry, now)).toBe(100);
    expect(usableCarryOver(entry, now + 65 * DAY_MILLIS)).toBe(0);
    const longer = { ...entry, CarryOverExpiresAtNanos: millisToNanos(now + 400 * DAY_MILLIS) };
    expect(carryOverExpiresAtMillis(longer)).toBe(now + 65 * DAY_MILLIS);
    const shorter = { ...entry, CarryOverExpiresAtNanos: millisToNanos(now + DAY_MILLIS) };
    expect(carryOverExpiresAtMillis(shorter)).toBe(now + DAY_MILLIS);
    expect(carryOverExpiresAtMillis({ CarryOverExpiresAtNanos: millisToNanos(now) })).toBe(now);
    expect(carryOverExpiresAtMillis({ CreatedAtNanos: millisToNanos(now) })).toBe(now + 365 * DAY_MILLIS);
    expect(carryOverExpiresAtMillis({})).toBeUndefined();
  });
  it("lists balances data first, unknown last", () => {
    const list = usageBalances(
      [
        { Type: "Other", RemainingAmount: 1 },
        { Type: "TXTs", RemainingAmount: 1 },
        { Type: "Data", RemainingAmount: 1 },
      ],
      now,
    );
    expect(list.map((b) => b.kind)).toEqual(["data", "sms", "unknown"]);
  });
});
