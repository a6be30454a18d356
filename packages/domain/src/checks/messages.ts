/**
 * Message keys of the checks namespace (packages/adapters/src/i18n/locales/<lang>/checks.json): what an account
 * check finds, worded for the operator's staff (CLI-02), and the account UUID field of the CLI's input checks.
 */
export const ChecksMessages = {
  suspended: "checks.suspended",
  emailNotVerified: "checks.email_not_verified",
  noPaymentMethod: "checks.no_payment_method",
  noPlan: "checks.no_plan",
  noProducts: "checks.no_products",
  productNotActivated: "checks.product_not_activated",
  productNotActive: "checks.product_not_active",
  portingFailed: "checks.porting_failed",
  portingInProgress: "checks.porting_in_progress",
  overdueInvoices: "checks.overdue_invoices",
  cardExpired: "checks.card_expired",
  cardAboutToExpire: "checks.card_about_to_expire",
  creditExpired: "checks.credit_expired",
  creditExpiring: "checks.credit_expiring",
  loadFailedProducts: "checks.load_failed_products",
  loadFailedPaymentMethods: "checks.load_failed_payment_methods",
  loadFailedBillingRoutes: "checks.load_failed_billing_routes",
  loadFailedInvoices: "checks.load_failed_invoices",
  loadFailedPrepayBalance: "checks.load_failed_prepay_balance",
  severityError: "checks.severity_error",
  severityWarning: "checks.severity_warning",
  severityInfo: "checks.severity_info",
  fieldAccountUuid: "checks.field_account_uuid",
  accountNotVisible: "checks.account_not_visible",
  productNotFound: "checks.product_not_found",
} as const;
export type ChecksMessageKey = (typeof ChecksMessages)[keyof typeof ChecksMessages];
