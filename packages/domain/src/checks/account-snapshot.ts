import type { Customer, MobileProduct } from "../account";
import type { InvoiceSummary, Invoice, PrepayProduct } from "../billing";
import type { BillingRoute } from "../billing-routes";
import type { PaymentMethod } from "../payments";
import type { IdentityProvider } from "../session";

/** The parts of an account a check loads apart; one that fails to load is reported, not guessed at. */
export const SnapshotParts = [
  "products",
  "payment_methods",
  "billing_routes",
  "invoices",
  "prepay_balance",
] as const;
export type SnapshotPart = (typeof SnapshotParts)[number];

/**
 * Everything an account check looks at, already loaded: a plain value, so the rules are pure and the CLI, a test or
 * a property test build it the same way. `unavailable` lists the parts that could not be loaded; the rules that
 * need them are skipped and a load_failed finding is reported instead.
 */
export interface AccountSnapshot {
  /** Its names and account number only name the account in a report; no rule looks at them. */
  readonly customer: Pick<Customer, "UUID" | "AccountState" | "EmailVerified" | "Email"> &
    Partial<Pick<Customer, "FirstName" | "LastName" | "AccountNumber">>;
  /** How the operator signed in (a social sign-in counts as a verified e-mail); undefined for a staff token. */
  readonly provider: IdentityProvider | undefined;
  readonly products: ReadonlyArray<
    Pick<
      MobileProduct,
      "UUID" | "MSISDN" | "Status" | "BillingReference" | "ProductType" | "Addons" | "PortingState"
    >
  >;
  readonly paymentMethods: ReadonlyArray<PaymentMethod>;
  readonly billingRoutes: ReadonlyArray<Pick<BillingRoute, "RoutingType">>;
  /** The first page of invoices and the list's summary; only loaded for accounts with a postpay product. */
  readonly invoices: ReadonlyArray<Pick<Invoice, "Status" | "RemainingAmountCents">>;
  readonly invoiceSummary: InvoiceSummary | undefined;
  /** The prepay balances of the account's prepay and PAYG products. */
  readonly prepayProducts: ReadonlyArray<PrepayProduct>;
  /** Fibre-only customers have no mobile add-ons and other profile tabs (spec 01 §5). */
  readonly fibreOnly: boolean;
  readonly unavailable: ReadonlyArray<SnapshotPart>;
}
