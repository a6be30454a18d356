import { describe, expect, it } from "vitest";
import type { EshopItemVariant } from "./eshop-item";
import { emptyPhoneFilter, filterPhones } from "./phone-filter";
import { keepCatalogue, type ShopCatalogue } from "./shop-catalogue";
import {
  phoneLine,
  phoneOfVariant,
  phoneProductOf,
  phoneProducts,
  phoneSlug,
  phoneVariant,
} from "./shop-phone";

const variant = (
  uuid: string,
  attributes: Readonly<Record<string, string>>,
  priceCents: number | "unpriced" = 99_900,
): EshopItemVariant => ({
  UUID: uuid,
  ItemUUID: `item-${attributes["Model"] ?? "none"}`,
  Name: `${attributes["ModelName"] ?? "Thing"} ${attributes["StorageGb"] ?? ""} ${attributes["Colour"] ?? ""}`,
  ...(priceCents === "unpriced" ? {} : { PriceCents: priceCents }),
  Attributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
});

const pro = (uuid: string, colour: string, storage: number, cents: number) =>
  variant(
    uuid,
    {
      Brand: "iphone",
      Model: "iphone_13_pro",
      ModelName: "iPhone 13 Pro",
      Colour: colour,
      StorageGb: String(storage),
      SimCount: "2",
    },
    cents,
  );

describe("the shop's phones (SHOP-01)", () => {
  it("SHOP-01: a variant with a Model and a price is a phone, its facets from its attributes; others are not", () => {
    expect(phoneOfVariant(pro("a", "graphite", 256, 209_900))).toEqual({
      UUID: "a",
      ItemUUID: "item-iphone_13_pro",
      Name: "iPhone 13 Pro 256 graphite",
      Brand: "iphone",
      Model: "iphone_13_pro",
      ModelName: "iPhone 13 Pro",
      Colour: "graphite",
      StorageGb: 256,
      SimCount: 2,
      PriceCents: 209_900,
    });
    expect(phoneOfVariant(variant("modem", { NetworkType: "FWA" }))).toBeUndefined();
    expect(phoneOfVariant(variant("unpriced", { Model: "iphone_11" }, "unpriced"))).toBeUndefined();
    // without a ModelName the spec's model title is used
    expect(phoneOfVariant(variant("b", { Model: "iphone_11" }))?.ModelName).toBe("iPhone 11");
  });

  it("SHOP-01: a model's product page slug is its id in kebab case", () => {
    expect(phoneSlug("iphone_13_pro")).toBe("iphone-13-pro");
    expect(phoneSlug("Vodafone Smart N11")).toBe("vodafone-smart-n11");
  });

  it("SHOP-01: phones group by model with the lowest price; a slug finds its model, a colour and size its variant", () => {
    const phones = [
      pro("a", "graphite", 256, 209_900),
      pro("b", "graphite", 128, 189_900),
      pro("c", "silver", 128, 189_900),
    ].flatMap((v) => phoneOfVariant(v) ?? []);
    const [product] = phoneProducts(phones);
    expect(phoneProducts(phones)).toHaveLength(1);
    expect(product).toMatchObject({
      slug: "iphone-13-pro",
      name: "iPhone 13 Pro",
      fromCents: 189_900,
      simCount: 2,
    });
    expect(phoneProductOf(phones, "iphone-13-pro")).toEqual(product);
    expect(phoneProductOf(phones, "iphone-99")).toBeUndefined();
    expect(product === undefined ? undefined : phoneVariant(product, "silver", 128)?.UUID).toBe("c");
    expect(product === undefined ? undefined : phoneVariant(product, "silver", 256)).toBeUndefined();
    // the filter keeps the shop's phone type
    expect(filterPhones(phones, { ...emptyPhoneFilter, colours: ["silver"] }).map((p) => p.ItemUUID)).toEqual(
      ["item-iphone_13_pro"],
    );
  });

  it("SHOP-02: a phone is a quantifiable, removable mobile line at the catalogue's price, keyed by its variant", () => {
    const phone = phoneOfVariant(pro("a", "graphite", 256, 209_900));
    expect(phone === undefined ? undefined : phoneLine(phone)).toMatchObject({
      id: "a",
      type: "mobile",
      price: 209_900,
      quantity: 1,
      quantifiable: true,
      removable: true,
      product: {
        price: 209_900,
        item: { ItemUUID: "item-iphone_13_pro", ItemVariantUUID: "a", Type: "TYPE_PRODUCT" },
      },
    });
  });
});

describe("the catalogue reload (SHOP-01, spec 03 §4)", () => {
  const catalogue = (cents: number): ShopCatalogue => ({
    plans: [],
    sims: [{ UUID: "sim", ItemUUID: "sim", Name: "SIM", PriceCents: 0 }],
    phones: [phoneOfVariant(pro("a", "graphite", 256, cents))].flatMap((p) => p ?? []),
  });

  it("SHOP-01: keeps the catalogue on screen (the same object) when the fresh one holds the same data, else takes it", () => {
    const shown = catalogue(209_900);
    expect(keepCatalogue(shown, catalogue(209_900))).toBe(shown);
    const changed = catalogue(199_900);
    expect(keepCatalogue(shown, changed)).toBe(changed);
    expect(keepCatalogue(undefined, shown)).toBe(shown);
  });
});
