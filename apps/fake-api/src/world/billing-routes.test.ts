import { describe, expect, it } from "vitest";
import { hasParentRoute } from "@waea/domain/billing-routes";
import { productionSettings } from "@waea/domain/config";
import { deriveCards } from "@waea/domain/payments";
import { accountFactsOf, guardFindings } from "@waea/domain/routing";
import { routesOf, validCardCount } from "../handlers/billing-route-view";
import { uuidFor } from "./prng";
import { drawSecrets } from "./secrets";
import { seedWorld, type World } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const customer = (key: string) => uuidFor(67, `customer:${key}:0`);

/** The guards of /profile that fail for a demo customer, from the world's facts (as the portal would load them). */
const profileGuardsFailing = (world: World, key: string) => {
  const uuid = customer(key);
  const facts = accountFactsOf(
    {
      customer: world.core.customers[uuid],
      product: Object.values(world.core.products).find((product) => product.CustomerUUID === uuid),
      provider: "LOCAL",
      cards: deriveCards(world.payments.methods[uuid] ?? [], NOW),
      hasParentBillingRoute: hasParentRoute(routesOf(world, uuid)),
      fibreOnly: false,
    },
    productionSettings,
  );
  const state = {
    signedIn: true,
    account: facts,
    severalAccounts: false,
    hasCompletedPurchase: false,
    plansUnlocked: false,
    inMobileOnboarding: false,
  };
  return guardFindings(state, productionSettings, "profile");
};

describe("the groups, billing routes and approvals seed", () => {
  it("is deterministic under the same keys, ids and approval codes included", async () => {
    const secrets = drawSecrets();
    const [a, b] = await Promise.all([
      seedWorld({ seed: 67, nowMillis: NOW, bulk: 0, secrets }),
      seedWorld({ seed: 67, nowMillis: NOW, bulk: 0, secrets }),
    ]);
    expect(a.groups).toEqual(b.groups);
    expect(a.billingRoutes).toEqual(b.billingRoutes);
    expect(Object.keys(a.groups.customerGroups)).toContain(uuidFor(67, "group:customer:leader"));
    expect(Object.keys(a.billingRoutes.routes)).toEqual([uuidFor(67, "route:payer-child")]);
  });

  it("child@ has no card yet passes the payment-method guard through payer@'s route; nocard@ does not", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    expect(validCardCount(world, customer("child"), NOW)).toBe(0);
    expect(routesOf(world, customer("child")).map((route) => route.RoutingType)).toEqual(["parent"]);
    expect(profileGuardsFailing(world, "child")).not.toContain("hasPaymentMethods");
    expect(profileGuardsFailing(world, "nocard")).toContain("hasPaymentMethods");
  });

  it("holds a pending request for payer@, pending group invites both ways, and expiries an hour after sending", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    const approvals = Object.values(world.billingRoutes.approvals);
    const pending = approvals.filter((approval) => approval.Status === "REQUEST");
    expect(pending.map((approval) => [approval.ApprovalType, approval.RequestedTo]).sort()).toEqual(
      [
        ["BILLING_INVITE", "nana.anderson@example.co.nz"],
        ["BILLING_REQUEST", "payer@waea.test"],
        ["GROUP_INVITE", "leader@waea.test"],
        ["GROUP_INVITE", "payg@waea.test"],
        ["MOBILEGROUP_BILLING_INVITE", "021 555 0101"],
      ].sort(),
    );
    for (const approval of approvals)
      expect(approval.ExpiresAtNanos - (approval.CreatedAtNanos ?? 0)).toBe(3_600_000 * 1_000_000);
    expect(pending.every((approval) => approval.ExpiresAtNanos > NOW * 1_000_000)).toBe(true);
  });
});
