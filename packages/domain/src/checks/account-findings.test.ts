import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { productionSettings, withSettings } from "../config";
import { millisToNanos } from "../ports";
import { accountFindings, snapshotFacts } from "./account-findings";
import type { AccountSnapshot } from "./account-snapshot";
import { hasProblems } from "./finding";
import { NOW, healthySnapshot, withSnapshot } from "./test-fixtures";

const codes = (snapshot: AccountSnapshot, settings = productionSettings) =>
  accountFindings(snapshot, settings, NOW).map((finding) => `${finding.severity}:${finding.code}`);

const [mobile] = healthySnapshot.products;
const product = { ...mobile!, Addons: mobile!.Addons ?? [] };

describe("accountFindings (CLI-02)", () => {
  it("finds nothing on a healthy prepay account", () => {
    expect(accountFindings(healthySnapshot, productionSettings, NOW)).toEqual([]);
  });

  it("finds a suspended account", () => {
    const snapshot = withSnapshot({ customer: { ...healthySnapshot.customer, AccountState: "Suspended" } });
    expect(codes(snapshot)).toEqual(["error:suspended"]);
  });

  it("finds an unverified e-mail, unless the null domain, a social sign-in or the environment says verified", () => {
    const unverified = { ...healthySnapshot.customer, EmailVerified: false };
    expect(codes(withSnapshot({ customer: unverified }))).toEqual(["error:email_not_verified"]);
    expect(codes(withSnapshot({ customer: { ...unverified, Email: "0211234567@null.waea.nz" } }))).toEqual(
      [],
    );
    expect(codes(withSnapshot({ customer: unverified, provider: "GOOGLE" }))).toEqual([]);
    const verifiedByEnvironment = withSettings(productionSettings, {
      flags: { emailVerifiedByEnvironment: true },
    });
    expect(codes(withSnapshot({ customer: unverified }), verifiedByEnvironment)).toEqual([]);
  });

  it("finds no payment method without cards, and none with a parent billing route", () => {
    expect(codes(withSnapshot({ paymentMethods: [] }))).toEqual(["error:no_payment_method"]);
    expect(codes(withSnapshot({ paymentMethods: [], billingRoutes: [{ RoutingType: "parent" }] }))).toEqual(
      [],
    );
    expect(codes(withSnapshot({ paymentMethods: [], billingRoutes: [{ RoutingType: "child" }] }))).toEqual([
      "error:no_payment_method",
    ]);
  });

  it("counts only cards that have not expired, and reports each expired card", () => {
    const expired = { UUID: "pm-old", Rank: 1, CardLast4: "1111", CardExpiryMonth: 1, CardExpiryYear: 2025 };
    const findings = accountFindings(withSnapshot({ paymentMethods: [expired] }), productionSettings, NOW);
    expect(findings.map((f) => f.code)).toEqual(["no_payment_method", "card_expired"]);
    expect(findings[1]).toMatchObject({ subject: "pm-old", params: { last4: "1111", expiry: "01/25" } });
    expect(snapshotFacts(withSnapshot({ paymentMethods: [expired] }), productionSettings, NOW).hasCards).toBe(
      false,
    );
  });

  it("warns about an expired default card, and mentions another expired card on file as info only", () => {
    const old = { UUID: "pm-old", Rank: 2, CardLast4: "4444", CardExpiryMonth: 9, CardExpiryYear: 2025 };
    const besideDefault = accountFindings(
      withSnapshot({ paymentMethods: [...healthySnapshot.paymentMethods, old] }),
      productionSettings,
      NOW,
    );
    expect(besideDefault.map((f) => `${f.severity}:${f.code}`)).toEqual(["info:card_expired"]);
    expect(hasProblems(besideDefault)).toBe(false);
    const asDefault = accountFindings(
      withSnapshot({ paymentMethods: [{ ...old, Rank: 1 }] }),
      productionSettings,
      NOW,
    );
    expect(asDefault.map((f) => `${f.severity}:${f.code}`)).toContain("warning:card_expired");
    expect(hasProblems(asDefault)).toBe(true);
  });

  it("mentions a card in its last month as info only", () => {
    const last = { UUID: "pm-2", Rank: 2, CardLast4: "2222", CardExpiryMonth: 6, CardExpiryYear: 2026 };
    const findings = accountFindings(
      withSnapshot({ paymentMethods: [...healthySnapshot.paymentMethods, last] }),
      productionSettings,
      NOW,
    );
    expect(findings.map((f) => `${f.severity}:${f.code}`)).toEqual(["info:card_about_to_expire"]);
    expect(hasProblems(findings)).toBe(false);
  });

  it("finds an active mobile service without a plan or add-on", () => {
    expect(codes(withSnapshot({ products: [{ ...product, Addons: [] }] }))).toEqual(["error:no_plan"]);
  });

  it("finds services that are not activated or not active, by the status rules", () => {
    const notActivated = { ...product, UUID: "m-2", Status: 2 };
    const notActive = { ...product, UUID: "m-3", Status: 6 };
    expect(codes(withSnapshot({ products: [product, notActivated, notActive] }))).toEqual([
      "warning:product_not_activated",
      "warning:product_not_active",
    ]);
    const fwa = {
      ...product,
      UUID: "fwa-1",
      ProductType: "mobileFWA" as const,
      Status: 2,
      BillingReference: undefined,
    };
    expect(codes(withSnapshot({ products: [product, fwa] }))).toEqual(["warning:product_not_activated"]);
  });

  it("warns about an account without services", () => {
    expect(codes(withSnapshot({ products: [], prepayProducts: [] }))).toEqual(["warning:no_products"]);
  });

  it("warns about a failed port and mentions one in progress", () => {
    const rejected = { ...product, PortingState: "PORT_REJECTED" };
    expect(codes(withSnapshot({ products: [rejected] }))).toEqual(["warning:porting_failed"]);
    const moving = { ...product, PortingState: "3" };
    const findings = accountFindings(withSnapshot({ products: [moving] }), productionSettings, NOW);
    expect(findings).toEqual([
      expect.objectContaining({
        code: "porting_in_progress",
        severity: "info",
        params: { product: "mobile-1", state: "PORT_APPROVED" },
      }),
    ]);
    expect(codes(withSnapshot({ products: [{ ...product, PortingState: "PORT_COMPLETED" }] }))).toEqual([]);
  });

  it("names the phone number a port is about, the service's UUID being the subject", () => {
    const rejected = { ...product, MSISDN: "0215449131", PortingState: "PORT_REJECTED" };
    expect(accountFindings(withSnapshot({ products: [rejected] }), productionSettings, NOW)).toEqual([
      expect.objectContaining({
        code: "porting_failed",
        params: { product: "0215449131", state: "PORT_REJECTED" },
        subject: "mobile-1",
      }),
    ]);
  });

  it("warns about overdue invoices with their count and what is owed", () => {
    const snapshot = withSnapshot({
      invoices: [
        { Status: "OVERDUE", RemainingAmountCents: 4500 },
        { Status: "DUE", RemainingAmountCents: 1000 },
        { Status: "PAID", RemainingAmountCents: 0 },
      ],
    });
    expect(accountFindings(snapshot, productionSettings, NOW)).toEqual([
      expect.objectContaining({
        code: "overdue_invoices",
        severity: "warning",
        params: { count: 1, amount: "$55.00" },
      }),
    ]);
    const bySummary = withSnapshot({ invoiceSummary: { OverdueCount: 2, OverdueCents: 9000, DueCents: 0 } });
    expect(accountFindings(bySummary, productionSettings, NOW)[0]?.params).toEqual({
      count: 2,
      amount: "$90.00",
    });
  });

  it("warns about expired prepay credit and mentions credit expiring within 30 days", () => {
    const at = (days: number) => [
      {
        UUID: "mobile-1",
        MainBalCreditCents: 1200,
        CurrencyCreditExpiresAtNanos: millisToNanos(NOW + days * DAY_MILLIS),
      },
    ];
    expect(codes(withSnapshot({ prepayProducts: at(-1) }))).toEqual(["warning:credit_expired"]);
    expect(codes(withSnapshot({ prepayProducts: at(10) }))).toEqual(["info:credit_expiring"]);
    expect(codes(withSnapshot({ prepayProducts: at(31) }))).toEqual([]);
    const empty = [
      { UUID: "mobile-1", MainBalCreditCents: 0, CreatedAtNanos: millisToNanos(NOW - 400 * DAY_MILLIS) },
    ];
    expect(codes(withSnapshot({ prepayProducts: empty }))).toEqual([]);
  });

  it("reports a part that could not be loaded and does not guess from it", () => {
    const snapshot = withSnapshot({ paymentMethods: [], unavailable: ["payment_methods"] });
    expect(codes(snapshot)).toEqual(["error:load_failed"]);
    expect(accountFindings(snapshot, productionSettings, NOW)[0]?.messageKey).toBe(
      "checks.load_failed_payment_methods",
    );
  });

  it("lists errors before warnings before info", () => {
    const snapshot = withSnapshot({
      customer: { ...healthySnapshot.customer, AccountState: "Suspended" },
      products: [
        { ...product, PortingState: "PORT_VALIDATED" },
        { ...product, UUID: "m-9", Status: 9 },
      ],
      invoices: [{ Status: "OVERDUE", RemainingAmountCents: 100 }],
    });
    expect(codes(snapshot)).toEqual([
      "error:suspended",
      "warning:product_not_active",
      "warning:overdue_invoices",
      "info:porting_in_progress",
    ]);
  });
});
