/**
 * Every build-time feature flag of the three specs (APP-07). Route guards, menus and pages read these names.
 * The production value of each is in production-settings.ts.
 */
export const FeatureFlags = [
  // spec 03 §9: true in production
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
  // spec 03 §9: false in production
  "preSelectPhoneNumber",
  "esimConfirmation",
  "pukDisplay",
  "anonymousRecharge",
  "anonymousPayBill",
  // route gates of spec 01 §5 and 02 §2
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
  "mobileSecurity",
  "rewards",
  "offers",
  "power",
  // menu items of spec 03 §2
  "menuEsim",
  "menuAlreadyHaveSim",
  "menuBankTransactions",
  // onboarding
  "emailVerifiedByEnvironment",
  "hidePrepayTopUp",
  "chat",
] as const;

export type FeatureFlag = (typeof FeatureFlags)[number];
export type FeatureFlagValues = Readonly<Record<FeatureFlag, boolean>>;
