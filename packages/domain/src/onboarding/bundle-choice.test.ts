import { describe, expect, it } from "vitest";
import { productionSettings } from "../config";
import { bundleChoice, offersCasualRates } from "./bundle-choice";

const all = { planKinds: productionSettings.planKinds };
const prepayOnly = { planKinds: ["prepay"] as const };
const prepayAndPayg = { PrepayProductCatalogUUID: "pre", PaygProductCatalogUUID: "payg" };

describe("bundleChoice (ONB-05, ONB-08, APP-07)", () => {
  it("offers the kinds the SIM's metadata has a catalog for, the first selected", () => {
    expect(bundleChoice({ metadata: prepayAndPayg, settings: all, chosenBefore: undefined })).toEqual({
      kinds: ["prepay", "payg"],
      selected: "prepay",
    });
  });

  it("offers every kind the build allows when the metadata names no catalog", () => {
    expect(bundleChoice({ metadata: {}, settings: all, chosenBefore: undefined })).toEqual({
      kinds: ["postpay", "prepay", "payg"],
      selected: "postpay",
    });
    expect(
      bundleChoice({ metadata: undefined, settings: prepayOnly, chosenBefore: undefined }).kinds,
    ).toEqual(["prepay"]);
  });

  it("never offers a kind the build's settings leave out", () => {
    expect(bundleChoice({ metadata: prepayAndPayg, settings: prepayOnly, chosenBefore: "payg" })).toEqual({
      kinds: ["prepay"],
      selected: "prepay",
    });
    const none = bundleChoice({
      metadata: { PostpayProductCatalogUUID: "post" },
      settings: prepayOnly,
      chosenBefore: undefined,
    });
    expect(none).toEqual({ kinds: [], selected: undefined });
  });

  it("keeps the kind chosen before selected while it is offered", () => {
    expect(bundleChoice({ metadata: prepayAndPayg, settings: all, chosenBefore: "payg" }).selected).toBe(
      "payg",
    );
    expect(bundleChoice({ metadata: prepayAndPayg, settings: all, chosenBefore: "postpay" }).selected).toBe(
      "prepay",
    );
  });
});

describe("offersCasualRates (ONB-08)", () => {
  it("offers casual rates to prepay only", () => {
    expect(offersCasualRates("prepay")).toBe(true);
    expect(offersCasualRates("payg")).toBe(false);
    expect(offersCasualRates("postpay")).toBe(false);
    expect(offersCasualRates(undefined)).toBe(false);
  });
});
