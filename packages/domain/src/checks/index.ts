export { MobileProductList } from "./account-products-api";
export { accountFindings, snapshotFacts } from "./account-findings";
export { SnapshotParts, type AccountSnapshot, type SnapshotPart } from "./account-snapshot";
export { isAccountUuid, validateAccountUuid } from "./account-uuid";
export {
  FindingCodes,
  Severities,
  SeverityLabelKeys,
  compareFindings,
  hasProblems,
  isProblem,
  sortFindings,
  worstSeverity,
  type Finding,
  type FindingCode,
  type Severity,
} from "./finding";
export { CHECKED_ROUTE, GuardRules, type GuardRule } from "./guard-rules";
export { ChecksMessages, type ChecksMessageKey } from "./messages";
export { CREDIT_EXPIRY_NOTICE_DAYS, cardFindings, creditFindings, invoiceFindings } from "./money-findings";
export { findProduct, primaryProduct } from "./primary-product";
export { productFindings } from "./product-findings";
export { ChecksRefused } from "./checks-refused";
export {
  chooseAccount,
  listAccounts,
  visibleAccounts,
  type VisibleAccount,
} from "./use-cases/account-choice";
export { checkAccount, type AccountCheck } from "./use-cases/check-account";
export { accountProducts, productToActOn } from "./use-cases/product-to-act-on";
export { loadAccountSnapshot } from "./use-cases/load-account-snapshot";
export { loadAccount, type LoadedAccount } from "./use-cases/load-account";
