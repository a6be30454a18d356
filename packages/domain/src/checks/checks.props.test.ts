import fc from "fast-check";
import { describe, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { productionSettings } from "../config";
import { millisToNanos } from "../ports";
import { accountFindings } from "./account-findings";
import type { AccountSnapshot } from "./account-snapshot";
import { compareFindings, hasProblems, isProblem } from "./finding";
import { isAccountUuid, validateAccountUuid } from "./account-uuid";
import { NOW, healthySnapshot } from "./test-fixtures";
import * as Either from "effect/Either";

const state = fc.constantFrom("Active", "Suspended", undefined);
const portingState = fc.constantFrom(
  undefined,
  "PORT_REQUESTED",
  "PORT_REJECTED",
  "PORT_COMPLETED",
  "6",
  "11",
  "x",
);
const product = fc.record({
  UUID: fc.constantFrom("m-1", "m-2", "m-3", "m-4"),
  Status: fc.integer({ min: 0, max: 8 }),
  BillingReference: fc.constantFrom(undefined, "prepay:1", "postpay:2", "payg:3", ""),
  ProductType: fc.constantFrom("mobile" as const, "mobileFWA" as const),
  Addons: fc.array(fc.record({ UUID: fc.string(), Name: fc.string() }), { maxLength: 2 }),
  PortingState: portingState,
});
const method = fc.record({
  UUID: fc.constantFrom("pm-1", "pm-2", "pm-3"),
  Rank: fc.integer({ min: 1, max: 3 }),
  CardLast4: fc.constantFrom("4242", "1111"),
  CardExpiryMonth: fc.integer({ min: 1, max: 12 }),
  CardExpiryYear: fc.integer({ min: 2024, max: 2030 }),
});
const snapshot: fc.Arbitrary<AccountSnapshot> = fc.record({
  customer: fc.record({
    UUID: fc.constant(healthySnapshot.customer.UUID),
    AccountState: state,
    EmailVerified: fc.boolean(),
    Email: fc.constantFrom("a@example.nz", "0211234567@null.waea.nz"),
  }),
  provider: fc.constantFrom(undefined, "LOCAL" as const, "GOOGLE" as const),
  products: fc.uniqueArray(product, { selector: (p) => p.UUID, maxLength: 3 }),
  paymentMethods: fc.uniqueArray(method, { selector: (m) => m.UUID, maxLength: 3 }),
  billingRoutes: fc.array(fc.record({ RoutingType: fc.constantFrom("parent" as const, "child" as const) }), {
    maxLength: 2,
  }),
  invoices: fc.array(
    fc.record({
      Status: fc.constantFrom(
        "OPEN" as const,
        "PAID" as const,
        "DUE" as const,
        "OVERDUE" as const,
        "VOID" as const,
      ),
      RemainingAmountCents: fc.integer({ min: 0, max: 100_000 }),
    }),
    { maxLength: 4 },
  ),
  invoiceSummary: fc.constant(undefined),
  prepayProducts: fc.array(
    fc.record({
      UUID: fc.constantFrom("m-1", "m-2"),
      MainBalCreditCents: fc.integer({ min: 0, max: 10_000 }),
      CurrencyCreditExpiresAtNanos: fc
        .integer({ min: -400, max: 400 })
        .map((d) => millisToNanos(NOW + d * DAY_MILLIS)),
    }),
    { maxLength: 2 },
  ),
  fibreOnly: fc.constant(false),
  unavailable: fc.subarray([
    "products",
    "payment_methods",
    "billing_routes",
    "invoices",
    "prepay_balance",
  ] as const),
});

const reversed = (s: AccountSnapshot): AccountSnapshot => ({
  ...s,
  products: [...s.products].reverse(),
  invoices: [...s.invoices].reverse(),
  prepayProducts: [...s.prepayProducts].reverse(),
  unavailable: [...s.unavailable].reverse(),
});

describe("account check laws", () => {
  it("findings are deterministic: the same snapshot gives the same findings", () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const a = JSON.stringify(accountFindings(s, productionSettings, NOW));
        return a === JSON.stringify(accountFindings(structuredClone(s), productionSettings, NOW));
      }),
    );
  });

  it("the order products, invoices and balances arrive in does not change the findings", () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const distinctPrepay = new Set(s.prepayProducts.map((p) => p.UUID)).size === s.prepayProducts.length;
        fc.pre(distinctPrepay && s.products.filter((p) => p.ProductType !== "mobileFWA").length <= 1);
        return (
          JSON.stringify(accountFindings(s, productionSettings, NOW)) ===
          JSON.stringify(accountFindings(reversed(s), productionSettings, NOW))
        );
      }),
    );
  });

  it("findings come sorted, errors first, and problems are exactly the errors and warnings", () => {
    fc.assert(
      fc.property(snapshot, (s) => {
        const findings = accountFindings(s, productionSettings, NOW);
        const sorted = findings.every((f, i) => i === 0 || compareFindings(findings[i - 1]!, f) <= 0);
        return sorted && hasProblems(findings) === findings.some(isProblem);
      }),
    );
  });

  it("a fully healthy account has none, whatever its healthy details", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2027, max: 2035 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 31, max: 365 }),
        fc.constantFrom("prepay:1", "payg:9"),
        (year, month, credit, days, reference) => {
          const s: AccountSnapshot = {
            ...healthySnapshot,
            products: healthySnapshot.products.map((p) => ({ ...p, BillingReference: reference })),
            paymentMethods: [{ UUID: "pm-1", Rank: 1, CardExpiryMonth: month, CardExpiryYear: year }],
            prepayProducts: [
              {
                UUID: "mobile-1",
                MainBalCreditCents: credit,
                CurrencyCreditExpiresAtNanos: millisToNanos(NOW + days * DAY_MILLIS),
              },
            ],
          };
          return accountFindings(s, productionSettings, NOW).length === 0;
        },
      ),
    );
  });

  it("a well-formed UUID validates to its lower-case form and anything else is refused", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.string(), (uuid, junk) => {
        const upper = validateAccountUuid(` ${uuid.toUpperCase()} `);
        const other = validateAccountUuid(junk);
        return (
          Either.getOrUndefined(upper) === uuid.toLowerCase() &&
          Either.isRight(other) === isAccountUuid(junk.trim())
        );
      }),
    );
  });
});
