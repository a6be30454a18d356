import { describe, expect, it } from "vitest";
import { developmentSettings, productionSettings, withSettings, type Settings } from "../config";
import { evaluateRoute, guardFindings, isSuspendedVisitor, keepsScrollPosition } from "./evaluate-route";
import type { RouteDecision } from "./route-decision";
import { anonymousVisitor, type AccountFacts, type VisitorState } from "./visitor-state";

const account: AccountFacts = {
  suspended: false,
  emailVerified: true,
  hasCards: true,
  hasParentBillingRoute: false,
  hasAddons: true,
  accountType: "prepay",
  fibreOnly: false,
};
const customer = (facts: Partial<AccountFacts> = {}, more: Partial<VisitorState> = {}): VisitorState => ({
  ...anonymousVisitor,
  signedIn: true,
  account: { ...account, ...facts },
  ...more,
});
const prod = productionSettings;

/** Shortens a decision to "allow <id>", "redirect <href> (<reason>)" or "not-found". */
const show = (decision: RouteDecision): string => {
  switch (decision._tag) {
    case "Allow":
      return `allow ${decision.route.id}`;
    case "Redirect":
      return `redirect ${decision.href} (${decision.reason})`;
    case "NotFound":
      return "not-found";
  }
};
const visit = (state: VisitorState, location: string, settings: Settings = prod): string =>
  show(evaluateRoute(state, settings, location));

describe("anonymous visitors", () => {
  it("see public pages and go to sign-in, naming the page, for the profile", () => {
    expect(visit(anonymousVisitor, "/")).toBe("allow home");
    expect(visit(anonymousVisitor, "/profile/invoices?page=2")).toBe(
      "redirect /sign-in?redirect=%2Fprofile%2Finvoices%3Fpage%3D2 (hasAccount)",
    );
    expect(visit(anonymousVisitor, "/mobile-app-dashboard")).toBe(
      "redirect /sign-in?redirect=%2Fmobile-app-dashboard (hasAccount)",
    );
    expect(visit(anonymousVisitor, "/select-account")).toBe(
      "redirect /sign-in?redirect=%2Fselect-account (signedIn)",
    );
  });
  it("go to sign-in from every shortcut, with the target named", () => {
    expect(visit(anonymousVisitor, "/link/chat")).toBe(
      "redirect /sign-in?redirect=%2F%3Fchat%3Dopen (shortcut)",
    );
    expect(visit(anonymousVisitor, "/link/nowhere")).toBe("not-found");
  });
  it("go to sign-up from order placement", () => {
    expect(visit(anonymousVisitor, "/order-placement")).toBe(
      "redirect /sign-up?redirect=%2Forder-placement (signedUp)",
    );
  });
});

describe("auth pages (AUTH-14)", () => {
  it("are for anonymous visitors; a signed-in one goes home", () => {
    expect(visit(anonymousVisitor, "/sign-in")).toBe("allow sign-in");
    expect(visit(customer(), "/sign-up")).toBe("redirect / (anonymousOnly)");
    expect(visit(customer(), "/forgot-pass")).toBe("redirect / (anonymousOnly)");
  });
  it("follow a safe redirect query once signed in, never to another site or auth page", () => {
    expect(visit(customer(), "/sign-in?redirect=%2Fprofile%2Finvoices")).toBe(
      "redirect /profile/invoices (anonymousOnly)",
    );
    expect(visit(customer(), "/sign-in?redirect=/link/voucher")).toBe(
      "redirect /profile/redeem-voucher (shortcut)",
    );
    expect(visit(customer(), "/sign-in?redirect=//evil.example")).toBe("redirect / (anonymousOnly)");
    expect(visit(customer(), "/sign-in?redirect=/sign-up")).toBe("redirect / (anonymousOnly)");
    expect(visit(customer(), "/sign-in?redirect=/no/such/page")).toBe("redirect / (anonymousOnly)");
  });
});

describe("account guards in the order of spec 01 §5 (PRO-07)", () => {
  it("sends a signed-in visitor without a chosen account to select-account", () => {
    expect(visit({ ...anonymousVisitor, signedIn: true }, "/profile/account")).toBe(
      "redirect /select-account?redirect=%2Fprofile%2Faccount (hasAccount)",
    );
    expect(visit({ ...anonymousVisitor, signedIn: true }, "/select-account")).toBe("allow select-account");
  });
  it("sends an unverified e-mail to the verify page", () => {
    expect(visit(customer({ emailVerified: false }), "/profile/account")).toBe(
      "redirect /email-verify-page?redirect=%2Fprofile%2Faccount (emailVerified)",
    );
    expect(visit(customer({ emailVerified: false }), "/email-verify-page")).toBe("allow email-verify-page");
  });
  it("sends a suspended account to the suspended page, which only it may see", () => {
    expect(visit(customer({ suspended: true }), "/profile/account")).toBe(
      "redirect /suspended (notSuspended)",
    );
    expect(visit(customer({ suspended: true, emailVerified: false }), "/profile")).toBe(
      "redirect /suspended (notSuspended)",
    );
    expect(visit(customer({ suspended: true }), "/")).toBe("redirect /suspended (notSuspended)");
    expect(visit(customer({ suspended: true }), "/suspended")).toBe("allow suspended");
    expect(visit(customer({ suspended: true }), "/help")).toBe("allow help");
    expect(visit(customer(), "/suspended")).toBe("redirect / (suspendedOnly)");
    expect(visit(anonymousVisitor, "/suspended")).toBe("redirect / (suspendedOnly)");
  });
  it("lets a suspended customer with several accounts switch account", () => {
    expect(visit(customer({ suspended: true }), "/select-account")).toBe(
      "redirect /suspended (notSuspendedOrSeveralAccounts)",
    );
    expect(visit(customer({ suspended: true }, { severalAccounts: true }), "/select-account")).toBe(
      "allow select-account",
    );
    expect(isSuspendedVisitor(customer({ suspended: true }))).toBe(true);
  });
  it("needs payment cards or a parent billing route", () => {
    expect(visit(customer({ hasCards: false }), "/profile/account")).toBe(
      "redirect /no-payment-methods?redirect=%2Fprofile%2Faccount (hasPaymentMethods)",
    );
    expect(visit(customer({ hasCards: false, hasParentBillingRoute: true }), "/profile/account")).toBe(
      "allow profile.account",
    );
    expect(visit(customer({ hasCards: false }), "/no-payment-methods")).toBe("allow no-payment-methods");
    expect(visit(customer(), "/no-payment-methods")).toBe("redirect /profile/my-app-home (profileTab)");
    expect(visit(customer({ hasCards: false }), "/profile/balance/payment-methods/add")).toBe(
      "allow profile.balance.add-card",
    );
    expect(visit(customer({ hasCards: false }), "/profile/balance/billing-methods/accept/r1")).toBe(
      "allow profile.balance.accept-billing-method",
    );
  });
  it("needs add-ons, except FWA, fibre-only and not-activated accounts", () => {
    expect(visit(customer({ hasAddons: false }), "/profile/mobile")).toBe(
      "redirect /no-plans-page?redirect=%2Fprofile%2Fmobile (hasAddons)",
    );
    expect(visit(customer({ hasAddons: false }), "/no-plans-page")).toBe("allow no-plans-page");
    expect(visit(customer({ hasAddons: false }), "/profile/mobile/all-plans")).toBe(
      "allow profile.mobile.all-plans",
    );
    expect(visit(customer({ hasAddons: false, accountType: "fwa" }), "/profile/mobile")).toBe(
      "allow profile.mobile",
    );
    expect(visit(customer({ hasAddons: false, accountType: "not_activated" }), "/profile/mobile")).toBe(
      "allow profile.mobile",
    );
    expect(
      visit(customer({ hasAddons: false, fibreOnly: true, accountType: "ufb" }), "/profile/broadband"),
    ).toBe("allow profile.broadband");
    expect(visit(customer(), "/no-plans-page")).toBe("redirect /profile/my-app-home (profileTab)");
  });
  it("needs an activated account for voucher, promo code and top-up", () => {
    const fresh = customer({ accountType: "not_activated" });
    expect(visit(fresh, "/profile/redeem-voucher")).toBe("redirect /profile/my-app-home (profileTab)");
    expect(guardFindings(fresh, prod, "profile.redeem-voucher")).toEqual(["activatedAccount"]);
    expect(visit(fresh, "/profile/redeem-promo-code")).toBe("redirect /profile/my-app-home (profileTab)");
    expect(visit(customer(), "/profile/redeem-voucher")).toBe("allow profile.redeem-voucher");
  });
  it("allows top-up for non-postpay accounts unless prepay top-up is hidden", () => {
    expect(visit(customer(), "/profile/mobile/top-up")).toBe("allow profile.mobile.top-up");
    expect(visit(customer({ accountType: "payg" }), "/profile/mobile/top-up")).toBe(
      "allow profile.mobile.top-up",
    );
    expect(guardFindings(customer({ accountType: "postpay" }), prod, "profile.mobile.top-up")).toEqual([
      "topUpAllowed",
    ]);
    const hidden = withSettings(prod, { flags: { hidePrepayTopUp: true } });
    expect(guardFindings(customer(), hidden, "profile.mobile.top-up")).toEqual(["topUpAllowed"]);
  });
  it("allows pay-bill and billing for postpay only, not FWA postpay", () => {
    expect(visit(customer({ accountType: "postpay" }), "/profile/pay-bill")).toBe("allow profile.pay-bill");
    expect(visit(customer({ accountType: "postpay" }), "/profile/mobile/billing")).toBe(
      "allow profile.mobile.billing",
    );
    expect(guardFindings(customer({ accountType: "fwa" }), prod, "profile.pay-bill")).toEqual([
      "postpayAccount",
    ]);
    expect(guardFindings(customer(), prod, "profile.mobile.billing")).toEqual(["postpayAccount"]);
  });
  it("needs a mobile service to transfer billing type", () => {
    expect(visit(customer(), "/sim-transfer-product-type")).toBe("allow sim-transfer-product-type");
    expect(visit(customer({ accountType: "fwa" }), "/sim-transfer-product-type")).toBe(
      "redirect /profile/my-app-home (profileTab)",
    );
  });
  it("reports every failing guard for the CLI account check", () => {
    const state = customer({ emailVerified: false, suspended: true, hasCards: false });
    expect(guardFindings(state, prod, "profile.invoices")).toEqual([
      "emailVerified",
      "notSuspended",
      "hasPaymentMethods",
    ]);
    expect(guardFindings(anonymousVisitor, prod, "profile.mobile.top-up")).toEqual([
      "hasAccount",
      "emailVerified",
      "hasPaymentMethods",
      "hasAddons",
      "activatedAccount",
      "topUpAllowed",
    ]);
    expect(guardFindings(customer(), prod, "recharge")).toEqual([]);
  });
});

describe("profile tabs", () => {
  it("opens the first available tab from the profile root", () => {
    expect(visit(customer(), "/profile")).toBe("redirect /profile/my-app-home (profileTab)");
    const noTabs = withSettings(prod, { allowedProfileTabs: [] });
    expect(visit(customer(), "/profile/account", noTabs)).toBe("redirect / (profileTab)");
  });
  it("moves a fibre-only profile to its tabs", () => {
    const fibre = customer({ fibreOnly: true, accountType: "ufb", hasAddons: false });
    expect(visit(fibre, "/profile/mobile")).toBe("redirect /profile/broadband (profileTab)");
    expect(visit(fibre, "/mobile-app-dashboard")).toBe("redirect /profile/broadband (profileTab)");
    expect(visit(fibre, "/profile/bonuses")).toBe("allow profile.bonuses");
    expect(visit(fibre, "/profile/balance/payment-methods/add")).toBe("allow profile.balance.add-card");
  });
  it("keeps the plans alias and the my-orders alias on their pages", () => {
    expect(visit(customer(), "/mobile-app-dashboard")).toBe("allow profile.mobile");
    expect(visit(customer(), "/profile/my-orders")).toBe("allow profile.order-history");
  });
});

describe("build rules", () => {
  it("sends /eshop to checkout in production and shows it elsewhere", () => {
    expect(visit(anonymousVisitor, "/eshop")).toBe("redirect /checkout (build)");
    expect(visit(anonymousVisitor, "/eshop", developmentSettings)).toBe("allow eshop");
  });
  it("hides the non-production pages in production", () => {
    for (const path of ["/terms/fibre", "/checkout-landing", "/iphone-13", "/profile/mobile/security"])
      expect(visit(customer(), path), path).toBe("not-found");
    expect(visit(customer(), "/terms/fibre", developmentSettings)).toBe("allow terms-page");
    expect(visit(customer(), "/iphone-13", developmentSettings)).toBe("allow product");
    expect(visit(customer(), "/profile/mobile/security/basic", developmentSettings)).toBe(
      "allow profile.mobile.security.basic",
    );
  });
  it("makes /recharge and /pay-bill not-found unless flag and captcha key are on (GST-03)", () => {
    expect(visit(anonymousVisitor, "/recharge")).toBe("not-found");
    expect(visit(anonymousVisitor, "/pay-bill")).toBe("not-found");
    const flagOnly = withSettings(prod, { flags: { anonymousRecharge: true, anonymousPayBill: true } });
    expect(visit(anonymousVisitor, "/recharge", flagOnly)).toBe("not-found");
    const guest = withSettings(flagOnly, { captchaKey: "site-key" });
    expect(visit(anonymousVisitor, "/recharge", guest)).toBe("allow recharge");
    expect(visit(anonymousVisitor, "/pay-bill", guest)).toBe("allow guest-pay-bill");
  });
  it("gates routes by flags and settings (SIM-08)", () => {
    const off = withSettings(prod, {
      flags: { simSwap: false, invoices: false, internationalPlans: false, groups: false },
    });
    expect(visit(customer(), "/profile/mobile/sim-card-actions/sim-swap", off)).toBe("not-found");
    expect(visit(customer(), "/profile/invoices", off)).toBe("not-found");
    expect(visit(customer(), "/international-plans", off)).toBe("not-found");
    expect(visit(customer(), "/profile/customer-groups", off)).toBe("not-found");
    const noPorting = withSettings(prod, { simActions: ["SIM_SWAP"] });
    expect(visit(customer(), "/profile/mobile/sim-card-actions/number-porting", noPorting)).toBe("not-found");
    expect(visit(customer(), "/profile/mobile/sim-card-actions/sim-swap", noPorting)).toBe(
      "allow profile.mobile.sim-swap",
    );
    expect(
      visit(customer(), "/profile/mobile/supp-features", withSettings(prod, { supplementaryFeatures: [] })),
    ).toBe("not-found");
    const customerGroups = withSettings(prod, { groupMode: "CUSTOMER" });
    expect(visit(customer(), "/profile/mobile-groups", customerGroups)).toBe("not-found");
    expect(visit(customer(), "/profile/customer-groups", customerGroups)).toBe(
      "allow profile.customer-groups",
    );
    expect(
      visit(customer(), "/about", withSettings(prod, { externalAboutUrl: "https://about.example" })),
    ).toBe("not-found");
    expect(
      visit(anonymousVisitor, "/broadband", withSettings(prod, { flags: { ufb: false, fwa: false } })),
    ).toBe("not-found");
    expect(guardFindings(customer(), off, "profile.invoices")).toEqual([]);
  });
  it("answers not-found for unknown paths (APP-02)", () => {
    expect(visit(anonymousVisitor, "/no/such/page")).toBe("not-found");
    expect(visit(customer(), "/profile/nowhere")).toBe("not-found");
    expect(visit(customer(), "/nowhere")).toBe("not-found");
  });
});

describe("other page rules", () => {
  it("shows thanks pages only after a completed purchase", () => {
    expect(visit(anonymousVisitor, "/thanks")).toBe("redirect / (completedPurchase)");
    expect(visit({ ...anonymousVisitor, hasCompletedPurchase: true }, "/thanks-broadband")).toBe(
      "allow thanks-broadband",
    );
  });
  it("shows plans unless a plans password is set and not entered, or onboarding is under way", () => {
    const locked = withSettings(prod, { plansPassword: "kiwi" });
    expect(visit(anonymousVisitor, "/plans/max")).toBe("allow plans");
    expect(visit(anonymousVisitor, "/plans", locked)).toBe("redirect / (plansShown)");
    expect(visit({ ...anonymousVisitor, plansUnlocked: true }, "/ufb", locked)).toBe("allow ufb");
    expect(visit({ ...anonymousVisitor, inMobileOnboarding: true }, "/plans", locked)).toBe("allow plans");
  });
  it("opens shortcuts for a signed-in customer, with the custom amount parameter", () => {
    expect(evaluateRoute(customer({ accountType: "postpay" }), prod, "/link/custom-amount")).toMatchObject({
      _tag: "Redirect",
      to: "profile.pay-bill",
      path: "/profile/pay-bill",
      query: { amount: "custom" },
      messageKey: "routing.opening_shortcut",
      hops: 1,
    });
    expect(visit(customer(), "/link/chat")).toBe("redirect /?chat=open (shortcut)");
  });
  it("returns the parameters and query of an allowed page", () => {
    expect(evaluateRoute(customer(), prod, "/profile/account/invoices/INV-9?print=1")).toMatchObject({
      _tag: "Allow",
      params: { number: "INV-9" },
      query: { print: "1" },
    });
  });
  it("keeps the scroll position only on in-page tab routes (APP-01)", () => {
    expect(keepsScrollPosition("/plans/max")).toBe(true);
    expect(keepsScrollPosition("/profile/bonuses/gifts")).toBe(true);
    expect(keepsScrollPosition("/profile/mobile/sim-card-actions/sim-swap")).toBe(true);
    expect(keepsScrollPosition("/profile/mobile/security")).toBe(false);
    expect(keepsScrollPosition("/profile/mobile/security/basic")).toBe(true);
    expect(keepsScrollPosition("/profile/invoices")).toBe(false);
    expect(keepsScrollPosition("/no/such/page")).toBe(false);
  });
});
