import type { FeatureFlag, FeatureFlagValues } from "./feature-flags";
import { FeatureFlags } from "./feature-flags";
import {
  DEFAULT_LANGUAGE,
  Languages,
  PlanKinds,
  ProfileTabs,
  SimActions,
  SupplementaryFeatures,
  type Settings,
} from "./settings";

const ON_IN_PRODUCTION: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>([
  "fwa",
  "ufb",
  "notifications",
  "vouchers",
  "promoCodes",
  "invoices",
  "receipts",
  "afterpay",
  "numberPortingAtCheckout",
  "checkoutPaymentConfirmation",
  "deliveryInstructions",
  "contactNumber",
  "groups",
  "simActions",
  "simSwap",
  "simDetails",
  "simDisableEnable",
  "numberPorting",
  "phoneNumberChange",
  "internationalPlans",
  "billingRouting",
  "orderPlacement",
  "productTypeTransfer",
  "billingCycle",
  "multiPlans",
  "simPurchasing",
  "rewards",
  "offers",
  "power",
  "menuEsim",
  "menuAlreadyHaveSim",
  "menuBankTransactions",
  "chat",
]);

/** Production flag values: spec 03 §9 lists the true and the false ones; the route gates default on. */
export const productionFlags: FeatureFlagValues = Object.fromEntries(
  FeatureFlags.map((flag) => [flag, ON_IN_PRODUCTION.has(flag)]),
) as Record<FeatureFlag, boolean>;

/** The production configuration described by the specs. */
export const productionSettings: Settings = {
  production: true,
  flags: productionFlags,
  allowedProfileTabs: ProfileTabs,
  languages: Languages,
  defaultLanguage: DEFAULT_LANGUAGE,
  planKinds: PlanKinds,
  simActions: SimActions,
  supplementaryFeatures: SupplementaryFeatures,
  planChangeMode: { prepay: "BOTH", postpay: "BOTH", payg: "NOW" },
  chatProvider: "intercom",
  helpProvider: "zendesk",
  groupMode: "ALL",
  externalAboutUrl: undefined,
  plansPassword: undefined,
  captchaKey: undefined,
  stripePublishableKey: undefined,
};

/**
 * The captcha site key of the non-production settings: the demo captcha (no provider is reached; the fake API takes
 * any answer the demo captcha gives). A real deployment sets its provider's key (VITE_CAPTCHA_KEY).
 */
export const DEMO_CAPTCHA_KEY = "waea-demo-captcha";

/**
 * The non-production settings (`npm start -- --non-production`, the dev server, the web tests): `production` false,
 * which shows the routes hidden in production (mobile security, checkout-landing, terms/:path, the product pages
 * :slug and the shop's full catalogue), and the flags that are off in production that a demo needs: anonymous
 * recharge and pay-bill (with the demo captcha key, without which both are not-found). Help comes from the second
 * provider (intercom; production uses zendesk), so a non-production server shows the other help centre.
 */
export const nonProductionSettings: Settings = {
  ...productionSettings,
  production: false,
  flags: { ...productionFlags, mobileSecurity: true, anonymousRecharge: true, anonymousPayBill: true },
  captchaKey: DEMO_CAPTCHA_KEY,
  helpProvider: "intercom",
};

/** The dev server's settings: the non-production ones. */
export const developmentSettings: Settings = nonProductionSettings;

/** Settings with some values changed, for a shell's environment or a test. */
export const withSettings = (
  base: Settings,
  changes: Partial<Omit<Settings, "flags">> & { readonly flags?: Partial<FeatureFlagValues> },
): Settings => ({ ...base, ...changes, flags: { ...base.flags, ...changes.flags } });

export const isFlagOn = (settings: Settings, flag: FeatureFlag): boolean => settings.flags[flag];
