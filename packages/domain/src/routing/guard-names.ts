/**
 * The named guard predicates of spec 01 §5 over the visitor, in the order they are checked on a route. Each has
 * one redirect target (guards.ts). A route lists the guards it needs; the first that fails decides.
 */
export const GuardNames = [
  /** Signed in (any account); else sign-in with a redirect back. */
  "signedIn",
  /** Signed in with a chosen customer account; else sign-in, or select-account when signed in. */
  "hasAccount",
  /** Only without a signed-in account (auth pages, AUTH-14); else home, or a safe `redirect` query. */
  "anonymousOnly",
  /** Verified e-mail; else email-verify-page (sign-in when not signed in). */
  "emailVerified",
  /** Not a suspended account; else the suspended page. */
  "notSuspended",
  /** Not suspended, unless the customer owns several accounts and may switch to another one. */
  "notSuspendedOrSeveralAccounts",
  /** Only a suspended account; else home. */
  "suspendedOnly",
  /** Payment cards or a parent billing route; else no-payment-methods. */
  "hasPaymentMethods",
  /** The inverse, for the no-payment-methods page; else the profile. */
  "lacksPaymentMethods",
  /** Add-ons (with the FWA, fibre-only and not-activated exceptions); else no-plans-page. */
  "hasAddons",
  /** The inverse, for the no-plans page; else the profile. */
  "lacksAddons",
  /** An activated account type (voucher, promo code, top-up); else the profile. */
  "activatedAccount",
  /** Top-up: not postpay and prepay top-up not hidden; else the profile. */
  "topUpAllowed",
  /** Postpay mobile account (pay-bill, billing; FWA postpay is excluded); else the profile. */
  "postpayAccount",
  /** A prepay, postpay or PAYG mobile service (billing type transfer); else the profile. */
  "mobileService",
  /** A completed purchase (thanks pages); else home. */
  "completedPurchase",
  /** Signed in (order placement); else sign-up with a redirect back. */
  "signedUp",
  /** Plans shown (no plans password, or unlocked) or mobile onboarding under way; else home. */
  "plansShown",
  /** The route's profile tab is available (PRO-08); else the first available tab's page, or home. */
  "profileTab",
] as const;
export type GuardName = (typeof GuardNames)[number];

/**
 * Predicates over the Settings value (not the visitor) that switch a route on or off in a build, beside the plain
 * feature flags. A route whose gate is off is not-found for everyone (or goes to its `denied` route).
 */
export const BuildGates = [
  /** No external about link is configured. */
  "noExternalAbout",
  /** The ufb or the fwa module is on. */
  "broadbandModule",
  /** A captcha key is configured (the anonymous flows need one, 03 §6). */
  "captchaKey",
  "simSwapAction",
  "simDisableEnableAction",
  "productTypeTransferAction",
  "numberPortingAction",
  "internationalRoaming",
  /** Group mode ALL or CUSTOMER. */
  "customerGroupsMode",
  /** Group mode ALL or MOBILE. */
  "mobileGroupsMode",
] as const;
export type BuildGate = (typeof BuildGates)[number];
