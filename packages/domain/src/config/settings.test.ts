import { describe, expect, it } from "vitest";
import { FeatureFlags } from "./feature-flags";
import {
  DEMO_CAPTCHA_KEY,
  developmentSettings,
  isFlagOn,
  nonProductionSettings,
  productionSettings,
  withSettings,
} from "./production-settings";

describe("production settings (spec 03 §9)", () => {
  it.each([
    "fwa",
    "ufb",
    "notifications",
    "vouchers",
    "promoCodes",
    "invoices",
    "receipts",
    "afterpay",
    "numberPortingAtCheckout",
    "checkoutPaymentConfirmation",
    "deliveryInstructions",
    "contactNumber",
  ] as const)("%s is on", (flag) => expect(isFlagOn(productionSettings, flag)).toBe(true));
  it.each([
    "preSelectPhoneNumber",
    "esimConfirmation",
    "pukDisplay",
    "anonymousRecharge",
    "anonymousPayBill",
    "mobileSecurity",
  ] as const)("%s is off", (flag) => expect(isFlagOn(productionSettings, flag)).toBe(false));
  it("has a value for every flag", () => {
    expect(Object.keys(productionSettings.flags).sort()).toEqual([...FeatureFlags].sort());
  });
  it("lists languages, plan kinds, SIM actions and the supplementary feature", () => {
    expect(productionSettings.languages).toEqual(["en", "mi-NZ"]);
    expect(productionSettings.defaultLanguage).toBe("en");
    expect(productionSettings.planKinds).toEqual(["postpay", "prepay", "payg"]);
    expect(productionSettings.simActions).toEqual([
      "SIM_SWAP",
      "SIM_DISABLE_ENABLE",
      "PRODUCT_TYPE_TRANSFER",
      "NUMBER_PORTING_ON_DASHBOARD",
    ]);
    expect(productionSettings.supplementaryFeatures).toEqual(["INTERNATIONAL_ROAMING"]);
    expect(productionSettings.planChangeMode).toEqual({ prepay: "BOTH", postpay: "BOTH", payg: "NOW" });
  });
  it("non-production shows mobile security", () => {
    expect(developmentSettings.production).toBe(false);
    expect(isFlagOn(developmentSettings, "mobileSecurity")).toBe(true);
  });
  it("non-production turns on guest recharge and pay-bill with the demo captcha key; production has neither (GST-03)", () => {
    expect(nonProductionSettings.production).toBe(false);
    expect(isFlagOn(nonProductionSettings, "anonymousRecharge")).toBe(true);
    expect(isFlagOn(nonProductionSettings, "anonymousPayBill")).toBe(true);
    expect(nonProductionSettings.captchaKey).toBe(DEMO_CAPTCHA_KEY);
    expect(isFlagOn(productionSettings, "anonymousRecharge")).toBe(false);
    expect(isFlagOn(productionSettings, "anonymousPayBill")).toBe(false);
    expect(productionSettings.captchaKey).toBeUndefined();
  });
  it("non-production searches help through intercom, production through zendesk (both providers served)", () => {
    expect(nonProductionSettings.helpProvider).toBe("intercom");
    expect(productionSettings.helpProvider).toBe("zendesk");
  });
  it("changes single flags without losing the others", () => {
    const s = withSettings(productionSettings, { flags: { anonymousRecharge: true }, captchaKey: "k" });
    expect(isFlagOn(s, "anonymousRecharge")).toBe(true);
    expect(isFlagOn(s, "fwa")).toBe(true);
    expect(s.captchaKey).toBe("k");
  });
});
