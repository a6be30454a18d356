import { describe, expect, it } from "vitest";
import {
  emptyPhoneFilter,
  filterPhones,
  phoneFacetCounts,
  PhoneBrands,
  PhoneColours,
  PhoneModels,
  PhoneSimCounts,
  PhoneStorage,
  toggleFilterOption,
  type Phone,
} from "./phone-filter";

const phones: ReadonlyArray<Phone> = [
  {
    UUID: "1",
    Name: "iPhone 13 Pro",
    Brand: "iphone",
    Model: "iphone_13_pro",
    Colour: "sierrablue",
    StorageGb: 256,
    SimCount: 2,
    PriceCents: 199900,
  },
  {
    UUID: "2",
    Name: "iPhone 12",
    Brand: "iphone",
    Model: "iphone_12",
    Colour: "black",
    StorageGb: 128,
    SimCount: 1,
    PriceCents: 129900,
  },
  {
    UUID: "3",
    Name: "Galaxy S22",
    Brand: "samsung",
    Model: "galaxy_s22",
    Colour: "black",
    StorageGb: 256,
    SimCount: 2,
    PriceCents: 149900,
  },
];

describe("phone filter values", () => {
  it("offers the brands, models, colours, storage and SIM counts of the shop", () => {
    expect(PhoneBrands.map((brand) => brand.value)).toEqual(["iphone", "samsung", "oppo", "vodafone_smart"]);
    expect(PhoneModels.map((model) => model.value)).toContain("iphone_9");
    expect(PhoneModels.map((model) => model.value)).toContain("iphone_13_pro_max");
    expect(PhoneColours).toHaveLength(13);
    expect(PhoneColours.every((colour) => /^#[0-9A-F]{6}$/.test(colour.hex) && colour.title !== "")).toBe(
      true,
    );
    expect(PhoneStorage.map((size) => size.title)).toEqual(["1 TB", "512 Gb", "256 Gb", "128 Gb"]);
    expect(PhoneSimCounts.map((count) => count.value)).toEqual([1, 2]);
  });
});

describe("filterPhones", () => {
  it("keeps every phone with an empty filter", () => {
    expect(filterPhones(phones, emptyPhoneFilter)).toEqual(phones);
  });
  it("treats options of one facet as alternatives and facets as all required", () => {
    const black = toggleFilterOption(emptyPhoneFilter, "colours", "black");
    expect(filterPhones(phones, black).map((phone) => phone.UUID)).toEqual(["2", "3"]);
    const blackDual = toggleFilterOption(black, "simCounts", 2);
    expect(filterPhones(phones, blackDual).map((phone) => phone.UUID)).toEqual(["3"]);
    const either = toggleFilterOption(
      toggleFilterOption(emptyPhoneFilter, "brands", "iphone"),
      "brands",
      "samsung",
    );
    expect(filterPhones(phones, either)).toHaveLength(3);
    expect(filterPhones(phones, { ...emptyPhoneFilter, storage: [512] })).toEqual([]);
    expect(filterPhones(phones, { ...emptyPhoneFilter, models: ["iphone_12"] }).map((p) => p.UUID)).toEqual([
      "2",
    ]);
  });
  it("toggles an option off again", () => {
    const on = toggleFilterOption(emptyPhoneFilter, "storage", 256);
    expect(toggleFilterOption(on, "storage", 256)).toEqual(emptyPhoneFilter);
  });
  it("counts the phones behind each option", () => {
    const counts = phoneFacetCounts(phones);
    expect(counts.brands).toEqual({ iphone: 2, samsung: 1 });
    expect(counts.storage).toEqual({ "128": 1, "256": 2 });
    expect(counts.simCounts["2"]).toBe(2);
    expect(counts.colours["black"]).toBe(2);
    expect(counts.models["iphone_12"]).toBe(1);
  });
});
