import { describe, expect, it } from "vitest";
import { dataText } from "./data-display";
import { formatAmount } from "./display-text";
import { offerIntervalText, timePeriodText } from "./period-display";
import { formatPlan, planPriceCents } from "./plan-display";
import { formatSpeed, parseSpeedBps, speedText, throttleNote } from "./speed-display";
import { allowanceTexts } from "./allowance-display";
import { dataAddon, plan, smallPlan, unlimitedPlan } from "./test-support";

describe("amounts", () => {
  it("are whole, or have 2 decimals", () => {
    expect(formatAmount(2)).toBe("2");
    expect(formatAmount(1.5)).toBe("1.50");
    expect(formatAmount(1.999)).toBe("2");
    expect(formatAmount(0.25)).toBe("0.25");
  });
});

describe("data", () => {
  it("shows GB from 1024 MB, MB below", () => {
    expect(dataText({ RecurringDataAllowance: 1024 })).toEqual({
      key: "plans.data_gb",
      params: { amount: "1" },
    });
    expect(dataText({ RecurringDataAllowance: "1536" })).toEqual({
      key: "plans.data_gb",
      params: { amount: "1.50" },
    });
    expect(dataText({ RecurringDataAllowance: 1023 })).toEqual({
      key: "plans.data_mb",
      params: { amount: "1023" },
    });
    expect(dataText({ RecurringDataAllowance: 500.5 })).toEqual({
      key: "plans.data_mb",
      params: { amount: "500.50" },
    });
  });
  it("shows unlimited and casual rate", () => {
    expect(dataText({ DataUsageRule: "Unlimited", RecurringDataAllowance: 0 })).toEqual({
      key: "plans.unlimited",
    });
    expect(dataText({ DataUsageRule: "CasualRate", RecurringDataAllowance: 0.5 })).toEqual({
      key: "plans.casual_rate",
    });
    expect(dataText({ DataUsageRule: "CASUAL_RATE" })).toEqual({ key: "plans.casual_rate" });
    expect(dataText({ DataUsageRule: "CasualRate", RecurringDataAllowance: 100 })?.key).toBe("plans.data_mb");
    expect(dataText({ DataUsageRule: "Throttled", RecurringDataAllowance: 10240 })?.params).toEqual({
      amount: "10",
    });
  });
  it("is absent without an allowance", () => {
    expect(dataText({})).toBeUndefined();
    expect(dataText({ RecurringDataAllowance: "lots" })).toBeUndefined();
  });
});

describe("speeds", () => {
  it("reads speed limits in their usual spellings", () => {
    expect(parseSpeedBps("10M")).toBe(10e6);
    expect(parseSpeedBps("1.2Mbps")).toBe(1.2e6);
    expect(parseSpeedBps("512k")).toBe(512e3);
    expect(parseSpeedBps("1G")).toBe(1e9);
    expect(parseSpeedBps(2)).toBe(2e6);
    expect(parseSpeedBps("20000000")).toBe(20e6);
    expect(parseSpeedBps("2000 b")).toBe(2000);
    expect(parseSpeedBps(0)).toBeUndefined();
    expect(parseSpeedBps("Unlimited")).toBeUndefined();
    expect(parseSpeedBps(true)).toBeUndefined();
    expect(parseSpeedBps(undefined)).toBeUndefined();
  });
  it("formats with a bps suffix", () => {
    expect(formatSpeed(1.2e6)).toBe("1.2Mbps");
    expect(formatSpeed(512e3)).toBe("512kbps");
    expect(formatSpeed(1e9)).toBe("1Gbps");
    expect(formatSpeed(900)).toBe("900bps");
  });
  it("shows plan speed, capped, or down / up", () => {
    expect(speedText({})).toEqual({ key: "plans.speed_plan_speed" });
    expect(speedText({ SpeedLimitDL: "10M", SpeedLimitUL: 10 })).toEqual({
      key: "plans.speed_capped",
      params: { speed: "10Mbps" },
    });
    expect(speedText({ SpeedLimitDL: "20M", SpeedLimitUL: "5M" })).toEqual({
      key: "plans.speed_down_up",
      params: { down: "20Mbps", up: "5Mbps" },
    });
    expect(speedText({ SpeedLimitDL: "20M" })).toEqual({
      key: "plans.speed_down_only",
      params: { down: "20Mbps" },
    });
    expect(speedText({ SpeedLimitUL: "5M" })).toEqual({
      key: "plans.speed_up_only",
      params: { up: "5Mbps" },
    });
  });
  it("notes the throttle of extra data", () => {
    expect(throttleNote({ Throttle: "1.2" })).toEqual({ key: "plans.throttle_1_2mbps" });
    expect(throttleNote({ Throttle: "1.2Mbps" })).toEqual({ key: "plans.throttle_1_2mbps" });
    expect(throttleNote({ Throttle: 2 })).toEqual({ key: "plans.throttle_2mbps" });
    expect(throttleNote({ Throttle: "2000000" })).toEqual({ key: "plans.throttle_2mbps" });
    expect(throttleNote({ Throttle: "256k" })).toEqual({
      key: "plans.throttle_at",
      params: { speed: "256kbps" },
    });
    expect(throttleNote({ Throttle: "true", DataUsageRule: "Throttled" })).toEqual({
      key: "plans.throttle_reduced",
    });
    expect(throttleNote({ Throttle: 0 })).toBeUndefined();
    expect(throttleNote({})).toBeUndefined();
  });
});

describe("periods", () => {
  it("counts days with the plural key (1 day, N days) and translates names", () => {
    expect(timePeriodText(1)).toEqual({ key: "plans.period_days", params: { count: 1 } });
    expect(timePeriodText("30")).toEqual({ key: "plans.period_days", params: { count: 30 } });
    expect(timePeriodText("28 days")).toEqual({ key: "plans.period_days", params: { count: 28 } });
    expect(timePeriodText("1 day")).toEqual({ key: "plans.period_days", params: { count: 1 } });
    expect(timePeriodText("daily")).toEqual({ key: "plans.period_days", params: { count: 1 } });
    expect(timePeriodText("Monthly")).toEqual({ key: "plans.period_month" });
    expect(timePeriodText("calendar month")).toEqual({ key: "plans.period_month" });
    expect(timePeriodText("WEEK")).toEqual({ key: "plans.period_week" });
    expect(timePeriodText("quarter")).toEqual({ key: "plans.period_as_sent", params: { value: "quarter" } });
    expect(timePeriodText(0)).toEqual({ key: "plans.period_as_sent", params: { value: "0" } });
    expect(timePeriodText(undefined)).toBeUndefined();
  });
  it("names offer intervals with the plural key and their count, in the plural form without one", () => {
    expect(offerIntervalText("month", 1)).toEqual({ key: "plans.interval_month", params: { count: 1 } });
    expect(offerIntervalText("MONTH", 3)).toEqual({ key: "plans.interval_month", params: { count: 3 } });
    expect(offerIntervalText("weekly", undefined)).toEqual({ key: "plans.interval_week_other" });
    expect(offerIntervalText("days", undefined)).toEqual({
      key: "plans.interval_as_sent",
      params: { value: "days" },
    });
    expect(offerIntervalText(" ", 1)).toBeUndefined();
  });
});

describe("allowances", () => {
  it("shows minutes and counts, unlimited and casual rate", () => {
    expect(
      allowanceTexts({
        RecurringVoiceAllowance: "200",
        SMSUsageRule: "Unlimited",
        RecurringMMSAllowance: 0,
        MMSUsageRule: "CasualRate",
        RecurringIDDVoiceAllowance: 50,
        RecurringIDDSMSAllowance: "10",
      }),
    ).toEqual([
      { id: "voice", value: { key: "plans.minutes", params: { count: 200 } }, unlimited: false },
      { id: "sms", value: { key: "plans.unlimited" }, unlimited: true },
      { id: "mms", value: { key: "plans.casual_rate" }, unlimited: false },
      { id: "idd_voice", value: { key: "plans.minutes", params: { count: 50 } }, unlimited: false },
      { id: "idd_sms", value: { key: "plans.count", params: { count: 10 } }, unlimited: false },
    ]);
  });
});

describe("formatPlan (spec 02 §9)", () => {
  it("formats a full plan", () => {
    const display = formatPlan(
      plan(
        "p1",
        {
          AllowAutoRenew: "true",
          TimePeriodInterval: "30",
          RecurringDataAllowance: "5120",
          SpeedLimitDL: "10M",
          SpeedLimitUL: "10M",
          Throttle: "1.2",
          RecurringVoiceAllowance: 100,
          OfferPeriodCount: "3",
          OfferPeriodInterval: "month",
        },
        {
          Availabilities: [
            { UUID: "p1-av", RetailName: "Kōrero 5", RetailDescription: " Great value ", RetailCents: 3999 },
          ],
          origianl_price: 4999,
          discount: 1000,
          offer_credit: 500,
        },
      ),
    );
    expect(display).toEqual({
      uuid: "p1",
      availabilityUUID: "p1-av",
      name: "Kōrero 5",
      cost: "39.99",
      costCents: 3999,
      renewable: true,
      periodLabel: { key: "plans.renewable_period" },
      details: [
        {
          id: "period",
          label: { key: "plans.label_period" },
          value: { key: "plans.period_days", params: { count: 30 } },
        },
        {
          id: "data",
          label: { key: "plans.label_data" },
          value: { key: "plans.data_gb", params: { amount: "5" } },
        },
        {
          id: "speed",
          label: { key: "plans.label_speed" },
          value: { key: "plans.speed_capped", params: { speed: "10Mbps" } },
        },
        {
          id: "voice",
          label: { key: "plans.label_voice" },
          value: { key: "plans.minutes", params: { count: 100 } },
        },
        { id: "free_data_hour", label: { key: "plans.label_free_data_hour" }, value: { key: "plans.yes" } },
        { id: "hotspot", label: { key: "plans.label_hotspot" }, value: { key: "plans.yes" } },
        { id: "share_data", label: { key: "plans.label_share_data" }, value: { key: "plans.yes" } },
      ],
      notes: [{ key: "plans.throttle_1_2mbps" }],
      isUnlimited: false,
      origianl_price: "49.99",
      discount: "10.00",
      offer_credit: "5.00",
      offerPeriodCount: 3,
      offerPeriodInterval: { key: "plans.interval_month", params: { count: 3 } },
      hasSubscribeSign: true,
      more_details: "Great value",
    });
  });
  it("adds the fair use note to unlimited plans and reads a service period otherwise", () => {
    const display = formatPlan(unlimitedPlan);
    expect(display.notes).toEqual([{ key: "plans.fair_use_note" }]);
    expect(display.isUnlimited).toBe(true);
    const service = formatPlan(
      plan("x", { AllowAutoRenew: "false", RecurringVoiceAllowance: 10, VoiceUsageRule: "Unlimited" }),
    );
    expect(service.periodLabel).toEqual({ key: "plans.service_period" });
    expect(service.hasSubscribeSign).toBe(false);
    expect(service.isUnlimited).toBe(false);
    expect(service.notes).toEqual([{ key: "plans.fair_use_note" }]);
    expect(service.details.map((d) => d.id)).toEqual(["voice", "free_data_hour", "hotspot", "share_data"]);
  });
  it("leaves the fixed flags off add-ons", () => {
    expect(formatPlan(dataAddon).details.map((d) => d.id)).toEqual(["data", "speed"]);
  });
  it("takes price info from the catalog offer", () => {
    const display = formatPlan(
      plan(
        "o",
        {},
        { PriceInfo: { DiscountedPrice: 3000, OrigianlPrice: 4500, CreditPrice: 0, AppliedOfferID: "off" } },
      ),
    );
    expect(display.cost).toBe("30.00");
    expect(display.origianl_price).toBe("45.00");
    expect(display.discount).toBe("15.00");
    expect(display.offer_credit).toBeUndefined();
  });
  it("falls back through the price fields and names", () => {
    const bare = { UUID: "b", Name: "Bare", Availabilities: [] };
    expect(planPriceCents(bare)).toBe(0);
    expect(planPriceCents({ ...bare, cost: 100 })).toBe(100);
    expect(planPriceCents({ ...bare, cost: 100, Cents: 200 })).toBe(200);
    expect(planPriceCents({ ...bare, cost: 100, RecurringRetailPrice: 300 })).toBe(300);
    const display = formatPlan({
      ...bare,
      Availabilities: [{ UUID: "a", RetailName: " ", RetailDescription: "" }],
    });
    expect(display.name).toBe("Bare");
    expect(display.cost).toBe("0.00");
    expect(display.more_details).toBeUndefined();
    expect(display.renewable).toBe(false);
    expect(formatPlan(bare).availabilityUUID).toBeUndefined();
    expect(formatPlan(smallPlan).details.find((d) => d.id === "data")?.value).toEqual({
      key: "plans.data_gb",
      params: { amount: "2" },
    });
  });
});
