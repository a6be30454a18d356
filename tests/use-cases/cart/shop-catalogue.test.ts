import { describe, expect, it } from "vitest";
import {
  CATALOG_REQUEST_DELAY_MS,
  editCart,
  loadShopCatalogue,
  loadShopCatalogueLater,
  phoneLine,
  phoneProducts,
} from "@waea/domain/cart";
import { withFakeApi, visitor } from "../support/fake-api";

const api = withFakeApi();
const planKinds = ["postpay", "prepay", "payg"] as const;

describe("the shop's catalogue (SHOP-01)", () => {
  it("SHOP-01: production: the plans and the two SIM kinds a customer buys, at the server's prices, and no phones", async () => {
    const catalogue = await visitor(api()).run(loadShopCatalogue({ planKinds, withPhones: false }));
    expect(catalogue.phones).toEqual([]);
    expect(catalogue.sims.map((sim) => sim.Name).sort()).toEqual(["Physical SIM", "eSIM"]);
    const world = api().store.world.plans.catalog;
    expect(catalogue.plans.length).toBeGreaterThan(0);
    for (const plan of catalogue.plans) {
      const entry = world.find((candidate) => candidate.UUID === plan.UUID);
      expect(entry?.Characteristics?.IsBasePlan).toBe("true");
      expect(plan.Availabilities[0]?.RetailCents).toBe(entry?.Availabilities[0]?.RetailCents);
    }
    expect(new Set(catalogue.plans.map((plan) => plan.UUID)).size).toBe(catalogue.plans.length);
  });

  it("SHOP-01: non-production: every phone of the catalogue too, cheapest first, each at the catalogue's price", async () => {
    const catalogue = await visitor(api()).run(loadShopCatalogue({ planKinds, withPhones: true }));
    const phones = api().store.world.cart.catalog.filter((variant) =>
      variant.Attributes?.some((attribute) => attribute.Name === "Model"),
    );
    expect(catalogue.phones).toHaveLength(phones.length);
    for (const phone of catalogue.phones)
      expect(phone.PriceCents).toBe(phones.find((variant) => variant.UUID === phone.UUID)?.PriceCents);
    const prices = catalogue.phones.map((phone) => phone.PriceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(phoneProducts(catalogue.phones).map((product) => product.slug)).toContain("iphone-13-pro");
  });

  it("SHOP-01: the request waits 1.5 s before it goes (spec 03 §4)", async () => {
    const started = performance.now();
    const catalogue = await visitor(api()).run(
      loadShopCatalogueLater({ planKinds: ["prepay"], withPhones: false }),
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(CATALOG_REQUEST_DELAY_MS - 5);
    expect(catalogue.sims).toHaveLength(2);
  });

  it("SHOP-02: a phone of the catalogue goes in the cart at the server's price; quantity 0 takes it out again", async () => {
    const shopper = visitor(api());
    const { phones } = await shopper.run(loadShopCatalogue({ planKinds: [], withPhones: true }));
    const phone = phones.at(-1);
    if (phone === undefined) throw new Error("no phone in the catalogue");
    const added = await shopper.run(editCart({ _tag: "Add", item: phoneLine(phone) }));
    const saved = api().store.world.cart.carts[added.uuid ?? ""]?.Items ?? [];
    expect(saved.map((line) => [line.ItemVariantUUID, line.PriceCents])).toEqual([
      [phone.UUID, phone.PriceCents],
    ]);
    const removed = await shopper.run(editCart({ _tag: "SetQuantity", id: phone.UUID, quantity: 0 }));
    expect(removed.items).toEqual({});
    expect(api().store.world.cart.carts[added.uuid ?? ""]?.Items).toEqual([]);
  });
});
