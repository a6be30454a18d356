import { describe, expect, it } from "vitest";
import { isSuspended, productStatusClass } from "@waea/domain/account";
import { MFA_REQUIRED_ROLE } from "@waea/domain/session";
import { worldDigest } from "./digest";
import { DEMO_INVITATION_CODE, DEMO_LOGINS, PHONE_LOGIN_MSISDN, PHONE_LOGIN_SIM_ID } from "./demo-accounts";
import { uuidFor } from "./prng";
import { drawSecrets } from "./secrets";
import { seedWorld, type World } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const seeded = (seed = 67, bulk = 0) => seedWorld({ seed, nowMillis: NOW, bulk });

const loginOf = (world: World, key: string) => {
  const login = Object.values(world.core.logins).find((item) => item.AuthID === `${key}@waea.test`);
  if (login === undefined) throw new Error(`no ${key}`);
  const customers = login.CustomerUUIDs.map((uuid) => world.core.customers[uuid]);
  const products = Object.values(world.core.products).filter((product) =>
    login.CustomerUUIDs.includes(product.CustomerUUID),
  );
  return { login, customers, products };
};

describe("the seeded world", () => {
  it("is the same for the same seed and keys, ids included, and different for another seed", async () => {
    const secrets = drawSecrets();
    const [a, b, c] = await Promise.all([
      seedWorld({ seed: 67, nowMillis: NOW, bulk: 0, secrets }),
      seedWorld({ seed: 67, nowMillis: NOW, bulk: 0, secrets }),
      seedWorld({ seed: 68, nowMillis: NOW, bulk: 0, secrets }),
    ]);
    expect(worldDigest(a)).toBe(worldDigest(b));
    expect(worldDigest(a)).not.toBe(worldDigest(c));
    expect(loginOf(a, "postpay").login.UUID).toBe(uuidFor(67, "login:postpay"));
    expect(loginOf(c, "postpay").login.UUID).not.toBe(loginOf(a, "postpay").login.UUID);
  });

  it("draws new random keys for each new world of a seed; the demo data stays the seed's", async () => {
    const [a, b] = await Promise.all([seeded(), seeded()]);
    for (const purpose of ["jwt", "idp", "codes"] as const) {
      expect(a.secrets[purpose]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(a.secrets[purpose]).not.toBe(b.secrets[purpose]);
    }
    expect(new Set(Object.values(a.secrets)).size).toBe(3);
    // The same data, ids included; only the codes seeded approval links hand out are the keys' own.
    const withoutKeyed = (world: World) =>
      JSON.stringify({ ...world, secrets: undefined }, (key, value: unknown) =>
        key === "ApprovalCode" ? undefined : value,
      );
    expect(withoutKeyed(a)).toBe(withoutKeyed(b));
    const codes = (world: World) =>
      Object.values(world.billingRoutes.approvals).map((item) => item.ApprovalCode);
    expect(codes(a)).not.toHaveLength(0);
    expect(codes(a).every((code, index) => code !== codes(b)[index])).toBe(true);
  });

  it("has every demo login, with a password hash and stable ids", async () => {
    const world = await seeded();
    for (const demo of DEMO_LOGINS) {
      const { login } = loginOf(world, demo.key);
      expect(login.PasswordHash).toMatch(/^scrypt\$/);
      expect(login.CustomerUUIDs).toHaveLength(demo.accounts.length);
    }
    expect(JSON.parse(JSON.stringify(world))).toEqual(world);
  });

  it("holds the demo accounts the docs promise", async () => {
    const world = await seeded();
    const prepay = loginOf(world, "prepay").products[0];
    expect(prepay?.BillingReference).toMatch(/^prepay:/);
    expect(prepay?.Addons?.map((addon) => addon.IsBasePlan)).toEqual([true, false]);
    expect(world.billing.invoices[loginOf(world, "postpay").login.CustomerUUIDs[0] ?? ""]).toHaveLength(25);
    const statuses = new Set(
      world.billing.invoices[loginOf(world, "postpay").login.CustomerUUIDs[0] ?? ""]?.map((i) => i.Status),
    );
    expect([...statuses].sort()).toEqual(["DUE", "OPEN", "OVERDUE", "PAID", "VOID"]);
    expect(loginOf(world, "fwa").products[0]?.ProductType).toBe("mobileFWA");
    expect(loginOf(world, "fibre").products).toEqual([]);
    expect(loginOf(world, "multi").customers).toHaveLength(3);
    expect(isSuspended(loginOf(world, "suspended").customers[0])).toBe(true);
    expect(loginOf(world, "unverified").customers[0]?.EmailVerified).toBe(false);
    expect(loginOf(world, "noplan").products[0]?.Addons).toEqual([]);
    expect(loginOf(world, "porting").products[0]?.PortingState).toBe("NETWORK_PROVISIONING");
    const fresh = loginOf(world, "new").products[0];
    expect(fresh === undefined ? "" : productStatusClass(fresh.Status, fresh.BillingReference)).toBe(
      "not_activated",
    );
    expect(world.core.activationCodes["DEMO-ACT-0001"]).toBe(fresh?.UUID);
    expect(world.core.invitations[DEMO_INVITATION_CODE]).toBeDefined();
    expect(loginOf(world, "mfa").login.Roles).toContain(MFA_REQUIRED_ROLE);
    expect(loginOf(world, "phone").products[0]).toMatchObject({
      MSISDN: PHONE_LOGIN_MSISDN,
      SIMID: PHONE_LOGIN_SIM_ID,
    });
    expect(world.billing.cycles[loginOf(world, "payer").login.CustomerUUIDs[0] ?? ""]).toEqual({
      Type: "days",
      Value: 28,
    });
  });

  it("adds --bulk accounts to the ops login only when asked", async () => {
    const world = await seeded(67, 25);
    const bulk = Object.values(world.core.logins).find((login) => login.AuthID === "bulk@waea.test");
    expect(bulk?.CustomerUUIDs).toHaveLength(25);
    expect(bulk?.Roles).toContain("ops");
    const plain = await seeded();
    expect(Object.values(plain.core.logins).some((login) => login.AuthID === "bulk@waea.test")).toBe(false);
  });
});
