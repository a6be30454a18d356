export {
  AccountTypeLabelKeys,
  accountType,
  isActivatedAccountType,
  isBroadbandAccountType,
  type AccountType,
} from "./account-type";
export {
  NULL_EMAIL_DOMAIN,
  SUSPENDED,
  isEmailVerified,
  isSuspended,
  type EmailVerificationFacts,
} from "./account-state";
export { BillingKind, BillingReference } from "./billing-reference";
export { billingKind, splitBillingReference, type BillingReferenceParts } from "./billing-kind";
export {
  ACCOUNT_DISPLAY_NAME_LIMIT,
  AUTH_DISPLAY_NAME_LIMIT,
  NAME_SEPARATOR,
  displayName,
  normaliseSocialName,
  splitStoredName,
  storedName,
  type NameParts,
} from "./display-name";
export { AccountState, Customer, MobileProduct, ProductAddon, ProductTotals, ProductType } from "./entities";
export {
  ACTIVE_STATUS,
  activeProductKind,
  fwaProductStatusClass,
  productStatusClass,
} from "./product-status";
export type { ProductStatusClass } from "./product-status";
export { maskEmail } from "./masked-email";
