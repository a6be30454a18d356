import { describe, expect, it } from "vitest";
import { findPlanByAvailability, formatPlan } from "@waea/domain/plans";
import { FREE_NUMBER_COUNT } from "./sim";
import { portAt } from "./porting-progress";
import { seedWorld } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const MINUTE = 60_000;

describe("the plans, SIM and porting slices", () => {
  it("hold every add-on core puts on a product in the catalog, with the same name and price", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    const addons = Object.values(world.core.products).flatMap((product) => product.Addons ?? []);
    expect(addons.length).toBeGreaterThan(10);
    // The fixed wireless plan is a broadband plan, not in the mobile catalog.
    for (const addon of addons.filter((a) => a.Name !== "Wireless Broadband Unlimited")) {
      const found = findPlanByAvailability(world.plans.catalog, addon.ProductAvailabilityUUID ?? "");
      expect(found?.plan.UUID, addon.Name).toBe(addon.ProductCatalogUUID);
      expect(found?.availability.RetailName).toBe(addon.Name);
      expect(found?.availability.RetailCents).toBe(addon.RetailCents);
    }
    // Every entry formats: the display rules read what the catalog carries.
    for (const entry of world.plans.catalog) expect(formatPlan(entry).details.length).toBeGreaterThan(0);
  });

  it("give every product a SIM, and a pool of free numbers no product has", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    const products = Object.values(world.core.products);
    expect(Object.keys(world.sim.services).sort()).toEqual(products.map((p) => p.UUID).sort());
    expect(new Set(world.sim.freeNumbers).size).toBe(FREE_NUMBER_COUNT);
    const taken = new Set(products.map((p) => p.MSISDN));
    expect(world.sim.freeNumbers.some((number) => taken.has(number))).toBe(false);
  });

  it("seed porting@'s port at NETWORK_PROVISIONING, completing twenty minutes on", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    const ports = Object.values(world.porting.ports);
    expect(ports).toHaveLength(1);
    const port = ports[0];
    if (port === undefined) throw new Error("no port");
    expect(world.core.products[port.MobileUUID]?.PortingState).toBe("NETWORK_PROVISIONING");
    expect(portAt(port, NOW + 19 * MINUTE).State).toBe("NETWORK_PROVISIONING");
    expect(portAt(port, NOW + 20 * MINUTE).State).toBe("PORT_COMPLETED");
    expect(JSON.parse(JSON.stringify(world.porting))).toEqual(world.porting);
  });
});
