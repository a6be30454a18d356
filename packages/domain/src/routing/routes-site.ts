import type { GuardName } from "./guard-names";
import { defineRoute, type RouteDefinition } from "./route-definition";

/** Everyone but a suspended account (01 §6: a suspended account sees only the suspended page). */
export const PUBLIC_GUARDS: ReadonlyArray<GuardName> = ["notSuspended"];
const ACCOUNT_PAGE: ReadonlyArray<GuardName> = ["hasAccount", "notSuspended"];

/** Public layout of spec 01 §2. Help and legal pages stay open to suspended accounts (see evaluate-route.ts). */
export const siteRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("home", "/", "public", { guards: PUBLIC_GUARDS }),
  // Choosing a plan changes :plan; the carousel should not jump to the top.
  defineRoute("plans", "/plans/:plan?", "public", {
    guards: [...PUBLIC_GUARDS, "plansShown"],
    keepScroll: true,
  }),
  defineRoute("sims-multi-plans", "/sims-multi-plans/:plan?", "public", {
    guards: PUBLIC_GUARDS,
    flags: ["multiPlans", "simPurchasing"],
    keepScroll: true,
  }),
  defineRoute("international-plans", "/international-plans", "public", {
    guards: PUBLIC_GUARDS,
    flags: ["internationalPlans"],
  }),
  defineRoute("about", "/about", "public", { gates: ["noExternalAbout"] }),
  defineRoute("terms", "/terms", "public"),
  defineRoute("terms-page", "/terms/:terms_path", "public", { hiddenInProduction: true }),
  defineRoute("privacy", "/privacy", "public"),
  defineRoute("help", "/help", "public"),
  defineRoute("help-category", "/help/category/:category_id/", "public"),
  defineRoute("help-article", "/help/category/:category_id/:section_id/:article_id?", "public"),
  // The fibre pages are part of the fibre module: off with the ufb flag.
  defineRoute("ufb", "/ufb", "public", { guards: [...PUBLIC_GUARDS, "plansShown"], flags: ["ufb"] }),
  defineRoute("ufb-package", "/ufb-package", "public", {
    guards: [...PUBLIC_GUARDS, "plansShown"],
    flags: ["ufb"],
  }),
  defineRoute("broadband", "/broadband", "public", { guards: PUBLIC_GUARDS, gates: ["broadbandModule"] }),
];

/** Authentication pages: only without a signed-in account, otherwise home (AUTH-14). */
export const authRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("sign-in", "/sign-in", "auth", { guards: ["anonymousOnly"] }),
  defineRoute("sign-up", "/sign-up", "auth", { guards: ["anonymousOnly"] }),
  defineRoute("identity-link", "/identity-link", "auth", { guards: ["anonymousOnly"] }),
  defineRoute("forgot-pass", "/forgot-pass", "auth", { guards: ["anonymousOnly"] }),
  defineRoute("forgot-email", "/forgot-email", "auth", { guards: ["anonymousOnly"] }),
];

/** Other top-level pages of spec 01 §2. */
export const pageRoutes: ReadonlyArray<RouteDefinition> = [
  // Onboarding starts anonymously (activation by SIM or phone); finalising it needs the new account.
  defineRoute("mobile-onboarding", "/mobile-onboarding", "page", { guards: PUBLIC_GUARDS }),
  defineRoute("mobile-onboarding-finalise", "/mobile-onboarding-finalise", "page", { guards: ACCOUNT_PAGE }),
  defineRoute("welcome", "/welcome", "page", { guards: PUBLIC_GUARDS }),
  // Billing routes belong to an account: an invite link opened anonymously goes through sign-in first.
  defineRoute("billing-routes", "/billing-routes", "page", {
    guards: ACCOUNT_PAGE,
    flags: ["billingRouting"],
  }),
  // A suspended customer with other accounts may switch to one of them.
  defineRoute("select-account", "/select-account", "page", {
    guards: ["signedIn", "notSuspendedOrSeveralAccounts"],
  }),
  defineRoute("select-ufb-product", "/select-ufb-product", "page", {
    guards: ["signedIn", "notSuspended"],
    flags: ["ufb"],
  }),
  defineRoute("suspended", "/suspended", "page", { guards: ["suspendedOnly"] }),
  defineRoute("no-payment-methods", "/no-payment-methods", "page", {
    guards: [...ACCOUNT_PAGE, "lacksPaymentMethods"],
  }),
  defineRoute("no-plans-page", "/no-plans-page", "page", { guards: [...ACCOUNT_PAGE, "lacksAddons"] }),
  defineRoute("onboarding", "/onboarding", "page", { guards: ACCOUNT_PAGE }),
  defineRoute("email-verify-page", "/email-verify-page", "page", { guards: ACCOUNT_PAGE }),
  defineRoute("activation", "/activation/:code", "page", { guards: PUBLIC_GUARDS }),
  // Anyone may buy a SIM; the transfer of billing type needs an active mobile service of the account.
  defineRoute("sim-purchase", "/sim-purchase/:plan?", "page", {
    guards: PUBLIC_GUARDS,
    flags: ["simPurchasing"],
  }),
  defineRoute("sim-select-product", "/sim-select-product", "page", {
    guards: PUBLIC_GUARDS,
    flags: ["simPurchasing"],
  }),
  defineRoute("sim-transfer-product-type", "/sim-transfer-product-type", "page", {
    guards: ["hasAccount", "emailVerified", "notSuspended", "mobileService"],
    flags: ["productTypeTransfer"],
    gates: ["productTypeTransferAction"],
  }),
  defineRoute("order-placement", "/order-placement", "page", {
    guards: ["notSuspended", "signedUp"],
    flags: ["orderPlacement"],
  }),
];

/** Anonymous recharge and pay-bill (GST-03): each needs its flag and a captcha key, otherwise not-found. */
export const guestRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("recharge", "/recharge", "guest", {
    guards: PUBLIC_GUARDS,
    flags: ["anonymousRecharge"],
    gates: ["captchaKey"],
  }),
  defineRoute("guest-pay-bill", "/pay-bill", "guest", {
    guards: PUBLIC_GUARDS,
    flags: ["anonymousPayBill"],
    gates: ["captchaKey"],
  }),
];
