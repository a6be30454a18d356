import { isActivatedAccountType, isBroadbandAccountType } from "../account/account-type";
import type { Settings } from "../config";
import type { GuardName } from "./guard-names";
import { isLinkPath, REDIRECT_QUERY_KEY } from "./link-shortcuts";
import { safeRedirectTarget, splitLocation, type Query } from "./location";
import type { RoutingMessageKey } from "./messages";
import { availableProfileTabs, TabLandingRoutes } from "./profile-tabs";
import type { RouteDefinition } from "./route-definition";
import type { RouteId } from "./route-ids";
import { findRoute, staticHref } from "./route-table";
import { currentAccount, type AccountFacts, type VisitorState } from "./visitor-state";

export interface GuardContext {
  readonly state: VisitorState;
  readonly settings: Settings;
  readonly route: RouteDefinition;
  /** The location being checked, path and query, as the `redirect` query of a detour names it. */
  readonly location: string;
  readonly query: Query;
}

/** A failed guard: where to go and why. */
export interface GuardFailure {
  readonly href: string;
  readonly messageKey: RoutingMessageKey;
}

/** A guard passes (undefined) or names its redirect. */
export type Guard = (context: GuardContext) => GuardFailure | undefined;

const go = (route: RouteId, messageKey: RoutingMessageKey, query: Query = {}): GuardFailure => ({
  href: staticHref(route, query),
  messageKey,
});

/** A detour that comes back: the target page carries `redirect` naming the page asked for. */
const detour = (route: RouteId, messageKey: RoutingMessageKey, context: GuardContext): GuardFailure =>
  go(route, messageKey, { [REDIRECT_QUERY_KEY]: context.location });

const toProfile = (messageKey: RoutingMessageKey): GuardFailure => go("profile", messageKey);

/** Not signed in: sign-in; signed in without a chosen account: select-account. Both come back afterwards. */
const accountMissing = (context: GuardContext): GuardFailure =>
  context.state.signedIn
    ? detour("select-account", "routing.choose_account", context)
    : detour("sign-in", "routing.sign_in_required", context);

/** A guard about the chosen account; without one it fails like hasAccount. */
const onAccount =
  (check: (account: AccountFacts, context: GuardContext) => GuardFailure | undefined): Guard =>
  (context) => {
    const account = currentAccount(context.state);
    return account === undefined ? accountMissing(context) : check(account, context);
  };

const hasPaymentMethod = (account: AccountFacts): boolean =>
  account.hasCards || account.hasParentBillingRoute;

/**
 * Add-ons are required, except for FWA accounts and fibre-only customers (their plans are broadband subscriptions,
 * not mobile add-ons) and for a not-activated account (a new SIM has no add-ons until activation; its dashboard
 * leads to activation instead of a dead end).
 */
const addonsSatisfied = (account: AccountFacts): boolean =>
  account.hasAddons ||
  account.fibreOnly ||
  isBroadbandAccountType(account.accountType) ||
  account.accountType === "not_activated";

/** After sign-in a safe `redirect` query is followed, unless it names another auth page; otherwise home. */
const afterSignIn = (context: GuardContext): GuardFailure => {
  const target = safeRedirectTarget(context.query[REDIRECT_QUERY_KEY]);
  if (target !== undefined) {
    const { pathname } = splitLocation(target);
    const match = findRoute(pathname);
    if (isLinkPath(pathname) || (match !== undefined && match.route.area !== "auth"))
      return { href: target, messageKey: "routing.already_signed_in" };
  }
  return go("home", "routing.already_signed_in");
};

/** The profile root, or a page whose tab is not available, opens the first available tab (home when none is). */
const firstTabOrHome = (context: GuardContext, messageKey: RoutingMessageKey): GuardFailure => {
  const [first] = availableProfileTabs(context.settings, currentAccount(context.state)?.fibreOnly ?? false);
  return go(first === undefined ? "home" : TabLandingRoutes[first], messageKey);
};

/** The guards of spec 01 §5 with their redirect targets. */
export const Guards: Readonly<Record<GuardName, Guard>> = {
  signedIn: (c) => (c.state.signedIn ? undefined : detour("sign-in", "routing.sign_in_required", c)),
  hasAccount: (c) => (currentAccount(c.state) === undefined ? accountMissing(c) : undefined),
  anonymousOnly: (c) => (c.state.signedIn ? afterSignIn(c) : undefined),
  emailVerified: onAccount((a, c) =>
    a.emailVerified ? undefined : detour("email-verify-page", "routing.email_not_verified", c),
  ),
  notSuspended: (c) =>
    currentAccount(c.state)?.suspended === true ? go("suspended", "routing.account_suspended") : undefined,
  notSuspendedOrSeveralAccounts: (c) =>
    currentAccount(c.state)?.suspended === true && !c.state.severalAccounts
      ? go("suspended", "routing.account_suspended")
      : undefined,
  suspendedOnly: (c) =>
    currentAccount(c.state)?.suspended === true ? undefined : go("home", "routing.not_suspended"),
  hasPaymentMethods: onAccount((a, c) =>
    hasPaymentMethod(a) ? undefined : detour("no-payment-methods", "routing.payment_method_required", c),
  ),
  lacksPaymentMethods: onAccount((a) =>
    hasPaymentMethod(a) ? toProfile("routing.payment_method_present") : undefined,
  ),
  hasAddons: onAccount((a, c) =>
    addonsSatisfied(a) ? undefined : detour("no-plans-page", "routing.plan_required", c),
  ),
  lacksAddons: onAccount((a) => (addonsSatisfied(a) ? toProfile("routing.plan_present") : undefined)),
  activatedAccount: onAccount((a) =>
    isActivatedAccountType(a.accountType) ? undefined : toProfile("routing.account_not_activated"),
  ),
  topUpAllowed: onAccount((a, c) =>
    a.accountType !== "postpay" && !c.settings.flags.hidePrepayTopUp
      ? undefined
      : toProfile("routing.top_up_unavailable"),
  ),
  // The account type of an FWA product is "fwa", never "postpay": FWA postpay is excluded here.
  postpayAccount: onAccount((a) =>
    a.accountType === "postpay" ? undefined : toProfile("routing.postpay_only"),
  ),
  mobileService: onAccount((a) =>
    a.accountType === "prepay" || a.accountType === "postpay" || a.accountType === "payg"
      ? undefined
      : toProfile("routing.mobile_service_required"),
  ),
  completedPurchase: (c) =>
    c.state.hasCompletedPurchase ? undefined : go("home", "routing.purchase_required"),
  signedUp: (c) => (c.state.signedIn ? undefined : detour("sign-up", "routing.sign_up_required", c)),
  plansShown: (c) =>
    (c.settings.plansPassword ?? "") === "" || c.state.plansUnlocked || c.state.inMobileOnboarding
      ? undefined
      : go("home", "routing.plans_hidden"),
  profileTab: (c) => {
    const tab = c.route.tab;
    const available = availableProfileTabs(c.settings, currentAccount(c.state)?.fibreOnly ?? false);
    if (tab === undefined) return firstTabOrHome(c, "routing.opening_profile");
    return available.includes(tab) ? undefined : firstTabOrHome(c, "routing.tab_unavailable");
  },
};
