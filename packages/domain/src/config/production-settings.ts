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

/** Non-production builds additionally show the mobile security pages, checkout-landing, terms/:path and :slug. */
export const developmentSettings: Settings = {
  ...productionSettings,
  production: false,
  flags: { ...productionFlags, mobileSecurity: true },
};

/** Settings with some values changed, for a shell's environment or a test. */
export const withSettings = (
  base: Settings,
  changes: Partial<Omit<Settings, "flags">> & { readonly flags?: Partial<FeatureFlagValues> },
): Settings => ({ ...base, ...changes, flags: { ...base.flags, ...changes.flags } });

export const isFlagOn = (settings: Settings, flag: FeatureFlag): boolean => settings.flags[flag];
