import type { FeatureFlag } from "../config";
import type { BuildGate, GuardName } from "./guard-names";
import { defineRoute, type RouteDefinition } from "./route-definition";
import type { RouteId } from "./route-ids";
import { profileGuards } from "./routes-profile";

const PLANS = { guards: profileGuards(), tab: "plans" } as const;

/**
 * Buying a first plan is how a customer leaves the no-plans page, so all-plans and add-ons do not require add-ons
 * (they still require payment methods, which pay for the plan).
 */
const BUY_FIRST_PLAN: ReadonlyArray<GuardName> = [
  "hasAccount",
  "emailVerified",
  "notSuspended",
  "hasPaymentMethods",
  "profileTab",
];

/** A SIM card action page: a modal over the actions list, so it keeps the scroll position (SIM-08). */
const simAction = (
  id: RouteId,
  segment: string,
  flags: ReadonlyArray<FeatureFlag>,
  gates: ReadonlyArray<BuildGate> = [],
): RouteDefinition =>
  defineRoute(id, `/profile/mobile/sim-card-actions/${segment}`, "profile", {
    ...PLANS,
    flags: ["simActions", ...flags],
    gates,
    keepScroll: true,
  });

/** Mobile security (SIM-07): non-production only, and behind its flag. Its sections are in-page tabs. */
const security = (id: RouteId, suffix: string): RouteDefinition =>
  defineRoute(id, `/profile/mobile/security${suffix}`, "profile", {
    ...PLANS,
    flags: ["mobileSecurity"],
    hiddenInProduction: true,
    keepScroll: suffix !== "",
  });

/** /profile/mobile of spec 02 §2. */
export const mobileRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("profile.mobile", "/profile/mobile", "profile", {
    ...PLANS,
    aliases: ["/mobile-app-dashboard"],
  }),
  defineRoute("profile.mobile.your-plan", "/profile/mobile/your-plan", "profile", PLANS),
  defineRoute("profile.mobile.all-plans", "/profile/mobile/all-plans", "profile", {
    ...PLANS,
    guards: BUY_FIRST_PLAN,
  }),
  defineRoute("profile.mobile.addons", "/profile/mobile/addons", "profile", {
    ...PLANS,
    guards: BUY_FIRST_PLAN,
  }),
  defineRoute("profile.mobile.billing", "/profile/mobile/billing", "profile", {
    ...PLANS,
    guards: profileGuards("postpayAccount"),
  }),
  defineRoute("profile.mobile.top-up", "/profile/mobile/top-up", "profile", {
    ...PLANS,
    guards: profileGuards("activatedAccount", "topUpAllowed"),
  }),
  defineRoute("profile.mobile.usage", "/profile/mobile/usage", "profile", PLANS),
  defineRoute("profile.mobile.usage-details", "/profile/mobile/usage/details", "profile", PLANS),
  defineRoute("profile.mobile.supp-features", "/profile/mobile/supp-features", "profile", {
    ...PLANS,
    gates: ["internationalRoaming"],
  }),
  defineRoute("profile.mobile.sim-card-actions", "/profile/mobile/sim-card-actions", "profile", {
    ...PLANS,
    flags: ["simActions"],
  }),
  simAction("profile.mobile.disable-sim", "disable-sim", ["simDisableEnable"], ["simDisableEnableAction"]),
  simAction("profile.mobile.enable-sim", "enable-sim", ["simDisableEnable"], ["simDisableEnableAction"]),
  simAction("profile.mobile.sim-swap", "sim-swap", ["simSwap"], ["simSwapAction"]),
  simAction("profile.mobile.sim-details", "sim-details", ["simDetails"]),
  simAction("profile.mobile.number-porting", "number-porting", ["numberPorting"], ["numberPortingAction"]),
  simAction("profile.mobile.phone-number-change", "phone-number-change", ["phoneNumberChange"]),
  security("profile.mobile.security", ""),
  security("profile.mobile.security.basic", "/basic"),
  security("profile.mobile.security.advanced", "/advanced"),
  security("profile.mobile.security.reports", "/reports"),
  security("profile.mobile.security.white-blacklist", "/white-blacklist"),
];

const BROADBAND = { guards: profileGuards(), tab: "broadband", gates: ["broadbandModule"] } as const;
const FWA = { ...BROADBAND, flags: ["fwa"] } as const;
const UFB = { ...BROADBAND, flags: ["ufb"] } as const;

/**
 * /profile/broadband of spec 01 §2 and 03 §2. The broadband balance pages serve FWA and fibre accounts, so the
 * mobile pay-bill rule (postpay, not FWA postpay) does not apply to them; top-up keeps the top-up rules.
 */
export const broadbandRoutes: ReadonlyArray<RouteDefinition> = [
  defineRoute("profile.broadband", "/profile/broadband", "profile", BROADBAND),
  defineRoute("profile.broadband.fwa", "/profile/broadband/fwa", "profile", FWA),
  defineRoute("profile.broadband.fwa.subscriptions", "/profile/broadband/fwa/subscriptions", "profile", FWA),
  defineRoute("profile.broadband.fwa.usage", "/profile/broadband/fwa/usage", "profile", FWA),
  defineRoute("profile.broadband.fwa.usage-details", "/profile/broadband/fwa/usage/details", "profile", FWA),
  defineRoute("profile.broadband.fwa.billing", "/profile/broadband/fwa/billing", "profile", FWA),
  // BB-02: the fixed wireless plan change (spec 03 §7 POST /fwa/change-plan), a page of its own.
  defineRoute("profile.broadband.fwa.change-plan", "/profile/broadband/fwa/change-plan", "profile", FWA),
  defineRoute("profile.broadband.ufb", "/profile/broadband/ufb", "profile", UFB),
  defineRoute("profile.broadband.ufb.subscriptions", "/profile/broadband/ufb/subscriptions", "profile", UFB),
  defineRoute("profile.broadband.ufb.subscribe", "/profile/broadband/ufb/subscribe", "profile", UFB),
  defineRoute("profile.broadband.ufb.usage", "/profile/broadband/ufb/usage", "profile", UFB),
  defineRoute("profile.broadband.balance", "/profile/broadband/balance", "profile", BROADBAND),
  defineRoute(
    "profile.broadband.balance.pay-bill",
    "/profile/broadband/balance/pay-bill",
    "profile",
    BROADBAND,
  ),
  defineRoute("profile.broadband.balance.top-up", "/profile/broadband/balance/top-up", "profile", {
    ...BROADBAND,
    guards: profileGuards("activatedAccount", "topUpAllowed"),
  }),
  defineRoute(
    "profile.broadband.balance.payments-history",
    "/profile/broadband/balance/payments-history",
    "profile",
    BROADBAND,
  ),
  defineRoute(
    "profile.broadband.balance.payment-methods",
    "/profile/broadband/balance/payment-methods",
    "profile",
    BROADBAND,
  ),
  defineRoute("profile.broadband.bonuses", "/profile/broadband/bonuses", "profile", {
    ...BROADBAND,
    flags: ["rewards"],
  }),
  defineRoute("profile.broadband.security", "/profile/broadband/security", "profile", BROADBAND),
];
