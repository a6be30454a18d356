import type { GuardName } from "./guard-names";
import { defineRoute, type RouteDefinition } from "./route-definition";

/**
 * Everything under /profile needs, in the order of spec 01 §5: an account, a verified e-mail, an account that is not
 * suspended, payment cards or parent billing routes, and add-ons. The page's own guards follow, then its tab.
 */
export const PROFILE_BASE: ReadonlyArray<GuardName> = [
  "hasAccount",
  "emailVerified",
  "notSuspended",
  "hasPaymentMethods",
  "hasAddons",
];
export const profileGuards = (...own: ReadonlyArray<GuardName>): ReadonlyArray<GuardName> => [
  ...PROFILE_BASE,
  ...own,
  "profileTab",
];
const PROFILE = profileGuards();

/**
 * Adding a card or accepting a parent billing route is how a customer leaves the no-payment-methods page, so these
 * pages cannot require payment methods or add-ons themselves (else a customer without cards could never add one).
 * They are tabless modal pages, so a fibre-only customer reaches them too.
 */
const PAYMENT_SETUP: ReadonlyArray<GuardName> = ["hasAccount", "emailVerified", "notSuspended"];

/** Profile pages other than mobile and broadband (spec 01 §2, 02 §2, 03 §2). */
export const profileRoutes: ReadonlyArray<RouteDefinition> = [
  // The profile root opens the first available tab.
  defineRoute("profile", "/profile", "profile", { guards: PROFILE }),
  defineRoute("profile.my-app-home", "/profile/my-app-home", "profile", {
    guards: PROFILE,
    tab: "my-app-home",
  }),
  defineRoute("profile.account", "/profile/account", "profile", { guards: PROFILE, tab: "personal-data" }),
  defineRoute("profile.account.rewards-link", "/profile/account/auth-to-set-true-rewards-number", "profile", {
    guards: PROFILE,
    flags: ["rewards"],
    tab: "personal-data",
  }),
  defineRoute("profile.account.change-password", "/profile/account/change-password", "profile", {
    guards: PROFILE,
    tab: "personal-data",
  }),
  defineRoute("profile.account.change-email", "/profile/account/change-email", "profile", {
    guards: PROFILE,
    tab: "personal-data",
  }),
  defineRoute("profile.account.change-notifications", "/profile/account/change-notifications", "profile", {
    guards: PROFILE,
    flags: ["notifications"],
    tab: "personal-data",
  }),
  defineRoute("profile.account.invoice", "/profile/account/invoices/:number", "profile", {
    guards: PROFILE,
    flags: ["invoices"],
    tab: "personal-data",
  }),
  defineRoute("profile.account.receipt", "/profile/account/receipts/:number", "profile", {
    guards: PROFILE,
    flags: ["receipts"],
    tab: "personal-data",
  }),
  defineRoute("profile.customer-groups", "/profile/customer-groups", "profile", {
    guards: PROFILE,
    flags: ["groups"],
    gates: ["customerGroupsMode"],
    tab: "personal-data",
  }),
  defineRoute("profile.mobile-groups", "/profile/mobile-groups", "profile", {
    guards: PROFILE,
    flags: ["groups"],
    gates: ["mobileGroupsMode"],
    tab: "plans",
  }),
  defineRoute("profile.shipping-details", "/profile/shipping-details", "profile", {
    guards: PROFILE,
    tab: "my-orders",
  }),
  defineRoute("profile.order-history", "/profile/order-history", "profile", {
    guards: PROFILE,
    aliases: ["/profile/my-orders"],
    tab: "my-orders",
  }),
  defineRoute("profile.payments-history", "/profile/payments-history", "profile", {
    guards: PROFILE,
    tab: "personal-data",
  }),
  // Vouchers and promo codes are reached from My account's payments card (and /link/voucher): its tab.
  defineRoute("profile.redeem-voucher", "/profile/redeem-voucher", "profile", {
    guards: profileGuards("activatedAccount"),
    flags: ["vouchers"],
    tab: "personal-data",
  }),
  defineRoute("profile.redeem-promo-code", "/profile/redeem-promo-code", "profile", {
    guards: profileGuards("activatedAccount"),
    flags: ["promoCodes"],
    tab: "personal-data",
  }),
  defineRoute("profile.payment-methods", "/profile/payment-methods", "profile", {
    guards: PROFILE,
    tab: "personal-data",
  }),
  defineRoute("profile.invoices", "/profile/invoices", "profile", {
    guards: PROFILE,
    flags: ["invoices"],
    tab: "personal-data",
  }),
  defineRoute("profile.receipts", "/profile/receipts", "profile", {
    guards: PROFILE,
    flags: ["receipts"],
    tab: "personal-data",
  }),
  defineRoute("profile.pay-bill", "/profile/pay-bill", "profile", {
    guards: profileGuards("postpayAccount"),
    tab: "plans",
  }),
  defineRoute("profile.balance.add-card", "/profile/balance/payment-methods/add", "profile", {
    guards: PAYMENT_SETUP,
  }),
  defineRoute("profile.balance.add-billing-method", "/profile/balance/billing-methods/add", "profile", {
    guards: PAYMENT_SETUP,
    flags: ["billingRouting"],
  }),
  defineRoute(
    "profile.balance.edit-billing-method",
    "/profile/balance/billing-methods/edit/:uuid",
    "profile",
    {
      guards: PROFILE,
      flags: ["billingRouting"],
      tab: "personal-data",
    },
  ),
  defineRoute(
    "profile.balance.accept-billing-method",
    "/profile/balance/billing-methods/accept/:uuid",
    "profile",
    { guards: PAYMENT_SETUP, flags: ["billingRouting"] },
  ),
  defineRoute("profile.bonuses", "/profile/bonuses", "profile", {
    guards: PROFILE,
    flags: ["rewards"],
    tab: "bonuses",
  }),
  // rewards and gifts are tabs inside the bonuses page: switching keeps the scroll position.
  defineRoute("profile.bonuses.rewards", "/profile/bonuses/rewards", "profile", {
    guards: PROFILE,
    flags: ["rewards"],
    tab: "bonuses",
    keepScroll: true,
  }),
  defineRoute("profile.bonuses.gifts", "/profile/bonuses/gifts", "profile", {
    guards: PROFILE,
    flags: ["rewards"],
    tab: "bonuses",
    keepScroll: true,
  }),
  defineRoute("profile.bonuses.detail", "/profile/bonuses/:uuid", "profile", {
    guards: PROFILE,
    flags: ["rewards"],
    tab: "bonuses",
  }),
  defineRoute("profile.power", "/profile/power", "profile", {
    guards: PROFILE,
    flags: ["power"],
    tab: "store",
  }),
  defineRoute("profile.offers", "/profile/offers", "profile", {
    guards: PROFILE,
    flags: ["offers"],
    tab: "store",
  }),
  defineRoute("profile.offers.your-offers", "/profile/offers/your-offers", "profile", {
    guards: PROFILE,
    flags: ["offers"],
    tab: "store",
    keepScroll: true,
  }),
  defineRoute("profile.offers.all-offers", "/profile/offers/all-offers", "profile", {
    guards: PROFILE,
    flags: ["offers"],
    tab: "store",
    keepScroll: true,
  }),
];
