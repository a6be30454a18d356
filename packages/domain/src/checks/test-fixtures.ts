import { DAY_MILLIS } from "../calendar";
import { millisToNanos } from "../ports";
import type { AccountSnapshot } from "./account-snapshot";

/** Test time: 15 June 2026, 00:00 UTC (midday in New Zealand). */
export const NOW = Date.UTC(2026, 5, 15);

/** A prepay account with nothing wrong: verified, active with a plan, a valid default card, credit far from expiry. */
export const healthySnapshot: AccountSnapshot = {
  customer: {
    UUID: "0b6f7c8e-1a2b-4c3d-8e9f-000000000001",
    AccountState: "Active",
    EmailVerified: true,
    Email: "aroha@example.nz",
  },
  provider: "LOCAL",
  products: [
    {
      UUID: "mobile-1",
      Status: 4,
      BillingReference: "prepay:1001",
      ProductType: "mobile",
      Addons: [{ UUID: "addon-1", Name: "Everyday 30" }],
    },
  ],
  paymentMethods: [
    { UUID: "pm-1", Rank: 1, CardType: "visa", CardLast4: "4242", CardExpiryMonth: 12, CardExpiryYear: 2030 },
  ],
  billingRoutes: [],
  invoices: [],
  invoiceSummary: undefined,
  prepayProducts: [
    {
      UUID: "mobile-1",
      MainBalCreditCents: 2500,
      CurrencyCreditExpiresAtNanos: millisToNanos(NOW + 200 * DAY_MILLIS),
    },
  ],
  fibreOnly: false,
  unavailable: [],
};

export const withSnapshot = (changes: Partial<AccountSnapshot>): AccountSnapshot => ({
  ...healthySnapshot,
  ...changes,
});
