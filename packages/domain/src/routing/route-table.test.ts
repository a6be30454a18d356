import { describe, expect, it } from "vitest";
import { SUSPENDED_REACHABLE } from "./evaluate-route";
import { GuardNames, type GuardName } from "./guard-names";
import { buildPath } from "./path-match";
import { RouteIds, type RouteId } from "./route-ids";
import { ROUTES, findRoute, hrefFor, routeById, staticHref } from "./route-table";

const rank = (guard: GuardName): number => GuardNames.indexOf(guard);

const sample = (pattern: string): string => {
  const filled = pattern.replace(/:([a-z_]+)\??/g, "x1");
  return buildPath(filled) ?? filled;
};

/** Every path the specs name (01 §2, 02 §2, 03 §2), with the route id it must reach. */
const SPEC_PATHS: ReadonlyArray<readonly [string, RouteId]> = [
  ["/", "home"],
  ["/plans", "plans"],
  ["/plans/unlimited", "plans"],
  ["/sims-multi-plans/family", "sims-multi-plans"],
  ["/international-plans", "international-plans"],
  ["/about", "about"],
  ["/terms", "terms"],
  ["/terms/fibre", "terms-page"],
  ["/privacy", "privacy"],
  ["/help", "help"],
  ["/help/category/12/", "help-category"],
  ["/help/category/12/34", "help-article"],
  ["/help/category/12/34/56", "help-article"],
  ["/ufb", "ufb"],
  ["/ufb-package", "ufb-package"],
  ["/broadband", "broadband"],
  ["/sign-in", "sign-in"],
  ["/sign-up", "sign-up"],
  ["/identity-link", "identity-link"],
  ["/forgot-pass", "forgot-pass"],
  ["/forgot-email", "forgot-email"],
  ["/mobile-onboarding", "mobile-onboarding"],
  ["/mobile-onboarding-finalise", "mobile-onboarding-finalise"],
  ["/welcome", "welcome"],
  ["/billing-routes", "billing-routes"],
  ["/select-account", "select-account"],
  ["/select-ufb-product", "select-ufb-product"],
  ["/suspended", "suspended"],
  ["/no-payment-methods", "no-payment-methods"],
  ["/no-plans-page", "no-plans-page"],
  ["/onboarding", "onboarding"],
  ["/email-verify-page", "email-verify-page"],
  ["/activation/abc123", "activation"],
  ["/recharge", "recharge"],
  ["/pay-bill", "guest-pay-bill"],
  ["/sim-purchase", "sim-purchase"],
  ["/sim-purchase/prepay-20", "sim-purchase"],
  ["/sim-select-product", "sim-select-product"],
  ["/sim-transfer-product-type", "sim-transfer-product-type"],
  ["/order-placement", "order-placement"],
  ["/profile/account", "profile.account"],
  ["/profile/account/auth-to-set-true-rewards-number", "profile.account.rewards-link"],
  ["/profile/account/change-password", "profile.account.change-password"],
  ["/profile/account/change-email", "profile.account.change-email"],
  ["/profile/account/change-notifications", "profile.account.change-notifications"],
  ["/profile/customer-groups", "profile.customer-groups"],
  ["/profile/mobile-groups", "profile.mobile-groups"],
  ["/profile/shipping-details", "profile.shipping-details"],
  ["/profile/order-history", "profile.order-history"],
  ["/profile/my-orders", "profile.order-history"],
  ["/profile/payments-history", "profile.payments-history"],
  ["/profile/redeem-voucher", "profile.redeem-voucher"],
  ["/profile/redeem-promo-code", "profile.redeem-promo-code"],
  ["/profile/payment-methods", "profile.payment-methods"],
  ["/profile/invoices", "profile.invoices"],
  ["/profile/receipts", "profile.receipts"],
  ["/profile/pay-bill", "profile.pay-bill"],
  ["/profile/account/invoices/INV-20", "profile.account.invoice"],
  ["/profile/account/receipts/R-7", "profile.account.receipt"],
  ["/profile/balance/payment-methods/add", "profile.balance.add-card"],
  ["/profile/balance/billing-methods/add", "profile.balance.add-billing-method"],
  ["/profile/balance/billing-methods/edit/u-1", "profile.balance.edit-billing-method"],
  ["/profile/balance/billing-methods/accept/u-1", "profile.balance.accept-billing-method"],
  ["/profile/bonuses", "profile.bonuses"],
  ["/profile/bonuses/rewards", "profile.bonuses.rewards"],
  ["/profile/bonuses/gifts", "profile.bonuses.gifts"],
  ["/profile/bonuses/b-1", "profile.bonuses.detail"],
  ["/profile/mobile", "profile.mobile"],
  ["/mobile-app-dashboard", "profile.mobile"],
  ["/profile/mobile/your-plan", "profile.mobile.your-plan"],
  ["/profile/mobile/all-plans", "profile.mobile.all-plans"],
  ["/profile/mobile/addons", "profile.mobile.addons"],
  ["/profile/mobile/billing", "profile.mobile.billing"],
  ["/profile/mobile/top-up", "profile.mobile.top-up"],
  ["/profile/mobile/usage", "profile.mobile.usage"],
  ["/profile/mobile/usage/details", "profile.mobile.usage-details"],
  ["/profile/mobile/supp-features", "profile.mobile.supp-features"],
  ["/profile/mobile/sim-card-actions", "profile.mobile.sim-card-actions"],
  ["/profile/mobile/sim-card-actions/disable-sim", "profile.mobile.disable-sim"],
  ["/profile/mobile/sim-card-actions/enable-sim", "profile.mobile.enable-sim"],
  ["/profile/mobile/sim-card-actions/sim-swap", "profile.mobile.sim-swap"],
  ["/profile/mobile/sim-card-actions/sim-details", "profile.mobile.sim-details"],
  ["/profile/mobile/sim-card-actions/number-porting", "profile.mobile.number-porting"],
  ["/profile/mobile/sim-card-actions/phone-number-change", "profile.mobile.phone-number-change"],
  ["/profile/mobile/security", "profile.mobile.security"],
  ["/profile/mobile/security/basic", "profile.mobile.security.basic"],
  ["/profile/mobile/security/advanced", "profile.mobile.security.advanced"],
  ["/profile/mobile/security/reports", "profile.mobile.security.reports"],
  ["/profile/mobile/security/white-blacklist", "profile.mobile.security.white-blacklist"],
  ["/profile/broadband/fwa/usage/details", "profile.broadband.fwa.usage-details"],
  ["/profile/my-app-home", "profile.my-app-home"],
  ["/profile/broadband", "profile.broadband"],
  ["/profile/broadband/fwa", "profile.broadband.fwa"],
  ["/profile/broadband/fwa/subscriptions", "profile.broadband.fwa.subscriptions"],
  ["/profile/broadband/fwa/usage", "profile.broadband.fwa.usage"],
  ["/profile/broadband/fwa/billing", "profile.broadband.fwa.billing"],
  ["/profile/broadband/fwa/change-plan", "profile.broadband.fwa.change-plan"],
  ["/profile/broadband/ufb", "profile.broadband.ufb"],
  ["/profile/broadband/ufb/subscriptions", "profile.broadband.ufb.subscriptions"],
  ["/profile/broadband/ufb/subscribe", "profile.broadband.ufb.subscribe"],
  ["/profile/broadband/ufb/usage", "profile.broadband.ufb.usage"],
  ["/profile/broadband/balance/pay-bill", "profile.broadband.balance.pay-bill"],
  ["/profile/broadband/balance/top-up", "profile.broadband.balance.top-up"],
  ["/profile/broadband/balance/payments-history", "profile.broadband.balance.payments-history"],
  ["/profile/broadband/balance/payment-methods", "profile.broadband.balance.payment-methods"],
  ["/profile/broadband/bonuses", "profile.broadband.bonuses"],
  ["/profile/broadband/security", "profile.broadband.security"],
  ["/profile/power", "profile.power"],
  ["/profile/offers", "profile.offers"],
  ["/profile/offers/your-offers", "profile.offers.your-offers"],
  ["/profile/offers/all-offers", "profile.offers.all-offers"],
  ["/eshop", "eshop"],
  ["/checkout", "checkout"],
  ["/checkout-ufb", "checkout-ufb"],
  ["/checkout-fwa", "checkout-fwa"],
  ["/checkout-landing", "checkout-landing"],
  ["/email-verify", "email-verify"],
  ["/afterpay-return", "afterpay-return"],
  ["/thanks", "thanks"],
  ["/thanks-broadband", "thanks-broadband"],
  ["/iphone-13", "product"],
];

describe("the route table", () => {
  it("has one entry per id, in the order of RouteIds", () => {
    expect(ROUTES.map((route) => route.id)).toEqual([...RouteIds]);
  });
  it.each(SPEC_PATHS)("%s is the %s route", (path, id) => {
    expect(findRoute(path)?.route.id).toBe(id);
  });
  it("reaches every route and alias from a path built from its pattern", () => {
    for (const route of ROUTES)
      for (const pattern of [route.path, ...route.aliases])
        expect(findRoute(sample(pattern))?.route.id, pattern).toBe(route.id);
  });
  it("knows nothing of an unknown deeper path", () => {
    expect(findRoute("/no/such/page")).toBeUndefined();
    expect(findRoute("/profile/nowhere")).toBeUndefined();
  });
  it("puts every profile page behind an account first", () => {
    for (const route of ROUTES.filter((r) => r.area === "profile")) {
      expect(route.guards[0], route.id).toBe("hasAccount");
      expect(route.path.startsWith("/profile"), route.id).toBe(true);
    }
  });
  it("keeps suspended accounts out of every page but the reachable ones", () => {
    for (const route of ROUTES) {
      const open = SUSPENDED_REACHABLE.includes(route.id) || route.area === "auth";
      expect(route.guards.includes("notSuspended"), route.id).toBe(!open);
    }
  });
  it("hides exactly the non-production pages in production", () => {
    expect(ROUTES.filter((r) => r.hiddenInProduction).map((r) => r.id)).toEqual([
      "terms-page",
      "profile.mobile.security",
      "profile.mobile.security.basic",
      "profile.mobile.security.advanced",
      "profile.mobile.security.reports",
      "profile.mobile.security.white-blacklist",
      "eshop",
      "checkout-landing",
      "product",
    ]);
    expect(routeById("eshop").denied).toBe("checkout");
  });
  it("gates the guest pages and the SIM actions by their flags", () => {
    expect(routeById("recharge").flags).toEqual(["anonymousRecharge"]);
    expect(routeById("guest-pay-bill").flags).toEqual(["anonymousPayBill"]);
    expect(routeById("profile.mobile.sim-swap").flags).toEqual(["simActions", "simSwap"]);
    expect(routeById("profile.mobile.sim-swap").gates).toEqual(["simSwapAction"]);
  });
  it("puts the payment pages of My account's payments card under My account, vouchers and promo codes too (PAY-05)", () => {
    for (const id of [
      "profile.redeem-voucher",
      "profile.redeem-promo-code",
      "profile.payment-methods",
      "profile.invoices",
      "profile.receipts",
      "profile.payments-history",
    ] as const)
      expect(routeById(id).tab).toBe("personal-data");
  });
  it("builds links", () => {
    expect(hrefFor("profile.account.invoice", { number: "INV 1" })).toBe("/profile/account/invoices/INV%201");
    expect(hrefFor("profile.account.invoice")).toBeUndefined();
    expect(hrefFor("plans", {}, { from: "home" })).toBe("/plans?from=home");
    expect(staticHref("sign-in", { redirect: "/x" })).toBe("/sign-in?redirect=%2Fx");
  });
  it("refuses an id it does not know", () => {
    expect(() => routeById("nowhere" as RouteId)).toThrow("nowhere");
  });
});

describe("guard order", () => {
  it("every route lists its guards in the order GuardNames documents (the first that fails decides)", () => {
    const misordered = ROUTES.filter((route) =>
      route.guards.some((guard, index) => index > 0 && rank(guard) <= rank(route.guards[index - 1] ?? guard)),
    ).map((route) => `${route.id}: ${route.guards.join(", ")}`);
    expect(misordered).toEqual([]);
  });
});
