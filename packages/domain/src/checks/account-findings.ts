import type { Settings } from "../config";
import { deriveCards } from "../payments";
import { hasParentRoute } from "../billing-routes";
import { accountFactsOf, guardFindings, type AccountFacts, type VisitorState } from "../routing";
import type { AccountSnapshot, SnapshotPart } from "./account-snapshot";
import { sortFindings, type Finding } from "./finding";
import { CHECKED_ROUTE, GuardRules } from "./guard-rules";
import { ChecksMessages, type ChecksMessageKey } from "./messages";
import { cardFindings, creditFindings, invoiceFindings } from "./money-findings";
import { primaryProduct } from "./primary-product";
import { productFindings } from "./product-findings";

const LOAD_FAILED: Readonly<Record<SnapshotPart, ChecksMessageKey>> = {
  products: ChecksMessages.loadFailedProducts,
  payment_methods: ChecksMessages.loadFailedPaymentMethods,
  billing_routes: ChecksMessages.loadFailedBillingRoutes,
  invoices: ChecksMessages.loadFailedInvoices,
  prepay_balance: ChecksMessages.loadFailedPrepayBalance,
};

/**
 * The guard facts of the account (routing's accountFactsOf): its primary product decides the account type and the
 * add-ons; which of its cards count is routing's (usable cards only).
 */
export const snapshotFacts = (
  snapshot: AccountSnapshot,
  settings: Settings,
  nowMillis: number,
): AccountFacts =>
  accountFactsOf(
    {
      customer: snapshot.customer,
      product: primaryProduct(snapshot.products),
      provider: snapshot.provider,
      cards: deriveCards(snapshot.paymentMethods, nowMillis),
      hasParentBillingRoute: hasParentRoute(snapshot.billingRoutes),
      fibreOnly: snapshot.fibreOnly,
    },
    settings,
  );

/** The account as a signed-in visitor who chose it, for guard evaluation. */
const visitorOf = (facts: AccountFacts): VisitorState => ({
  signedIn: true,
  account: facts,
  severalAccounts: false,
  hasCompletedPurchase: false,
  plansUnlocked: false,
  inMobileOnboarding: false,
});

const guardPart = (
  snapshot: AccountSnapshot,
  settings: Settings,
  nowMillis: number,
): ReadonlyArray<Finding> => {
  const unavailable = new Set(snapshot.unavailable);
  const failed = guardFindings(
    visitorOf(snapshotFacts(snapshot, settings, nowMillis)),
    settings,
    CHECKED_ROUTE,
  );
  return failed.flatMap((guard): ReadonlyArray<Finding> => {
    const rule = GuardRules[guard];
    if (rule === undefined || rule.needs.some((part) => unavailable.has(part))) return [];
    return [{ code: rule.code, severity: rule.severity, messageKey: rule.messageKey }];
  });
};

/**
 * CLI-02: what an account check finds, sorted (errors first). The profile guards of spec 01 §5 (routing's
 * guardFindings), the status class and porting state of each product, expired cards, overdue invoices and prepay
 * credit expiry; a part that could not be loaded is an error of its own and its rules are skipped. Pure: the same
 * snapshot, settings and time give the same findings, and a healthy account gives none.
 */
export const accountFindings = (
  snapshot: AccountSnapshot,
  settings: Settings,
  nowMillis: number,
): ReadonlyArray<Finding> => {
  const unavailable = new Set(snapshot.unavailable);
  const loaded = (part: SnapshotPart) => !unavailable.has(part);
  return sortFindings([
    ...[...unavailable].map((part): Finding => ({
      code: "load_failed",
      severity: "error",
      messageKey: LOAD_FAILED[part],
      subject: part,
    })),
    ...guardPart(snapshot, settings, nowMillis),
    ...(loaded("products") ? productFindings(snapshot.products) : []),
    ...(loaded("payment_methods") ? cardFindings(snapshot.paymentMethods, nowMillis) : []),
    ...(loaded("invoices") ? invoiceFindings(snapshot.invoices, snapshot.invoiceSummary) : []),
    ...(loaded("prepay_balance") ? creditFindings(snapshot.prepayProducts, nowMillis) : []),
  ]);
};
