import { deliveryAddresses } from "@waea/domain/profile";
import { describe, expect, it } from "vitest";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS, OPS_LOGIN_EMAIL } from "./demo-accounts";
import { DEMO_ACTIVATION_CODE, DemoAdoptionTokens } from "./onboarding";
import { uuidFor } from "./prng";
import { seedWorld } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const seeded = (seed = 67) => seedWorld({ seed, nowMillis: NOW, bulk: 0 });

describe("the profile, onboarding and guest slices", () => {
  it("hold a few hundred NZ street addresses, unique by provider id, the same for the same seed", async () => {
    const [a, b, c] = await Promise.all([seeded(), seeded(), seeded(68)]);
    const ids = a.profile.locations.map((l) => `${l.LocationProvider}:${l.LocationProviderIDX}`);
    expect(ids.length).toBeGreaterThan(300);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(a.profile.locations.map((l) => l.City)).size).toBeGreaterThan(10);
    expect(b.profile.locations).toEqual(a.profile.locations);
    expect(c.profile.locations).not.toEqual(a.profile.locations);
  });

  it("give prepay@ and postpay@ two delivery addresses each, one the default", async () => {
    const world = await seeded();
    for (const key of ["prepay", "postpay"]) {
      const addresses = deliveryAddresses(
        world.profile.addresses[uuidFor(67, coreLabels.customer(key, 0))] ?? [],
      );
      expect(addresses.map((a) => a.IsDefault)).toEqual([true, false]);
      expect(addresses[0]).toMatchObject({ LocationProvider: "LINZ", Country: "New Zealand" });
    }
  });

  it("link new@'s activation code and adoption token to its product, and seed past guest orders", async () => {
    const world = await seeded();
    const product = world.core.activationCodes[DEMO_ACTIVATION_CODE];
    expect(world.onboarding.links[DEMO_ACTIVATION_CODE]?.ProductUUID).toBe(product);
    expect(world.onboarding.adoptionTokens[DemoAdoptionTokens.valid]?.ProductUUID).toBe(product);
    expect(world.onboarding.networkAddressProduct).toBe(product);
    expect(Object.values(world.guest.orders).map((o) => o.Status)).toEqual(["COMPLETED", "FAILED"]);
  });

  it("add ops@waea.test, who sees every demo customer account", async () => {
    const world = await seeded();
    const ops = Object.values(world.core.logins).find((login) => login.AuthID === OPS_LOGIN_EMAIL);
    const demo = DEMO_LOGINS.flatMap((d) =>
      d.accounts.map((_, n) => uuidFor(67, coreLabels.customer(d.key, n))),
    );
    expect(ops?.Roles).toContain("ops");
    expect([...(ops?.CustomerUUIDs ?? [])].sort()).toEqual([...demo].sort());
  });
});
