import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { BillingCycleOptions, billingCycleFor, billingCycleOption } from "./billing-cycle";
import { changeBillingCycleRule } from "./billing-cycle-change";
import { amountToSettleCents, canTransferBillingType } from "./billing-transfer";
import { InvoiceStatuses, type Invoice } from "./invoice";
import { outstandingCents } from "./invoice-status";
import { pageWindow } from "./paging";

const invoice = fc.record({
  Number: fc.string({ maxLength: 6 }),
  Status: fc.constantFrom(...InvoiceStatuses),
  ChargesCents: fc.integer({ min: 0, max: 1_000_000 }),
  RemainingAmountCents: fc.integer({ min: -1000, max: 1_000_000 }),
});
const invoices = fc.array(invoice, { maxLength: 30 });

describe("billing laws", () => {
  it("the page window always contains the current page, has at most 9 consecutive pages, all within range", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), fc.integer({ min: 0, max: 300 }), (page, total) => {
        const pages = pageWindow(page, total);
        const count = Math.max(1, total);
        const current = Math.min(Math.max(1, page), count);
        return (
          pages.includes(current) &&
          pages.length <= 9 &&
          pages.length === Math.min(9, count) &&
          pages.every((p, i) => p >= 1 && p <= count && (i === 0 || p === (pages[i - 1] ?? 0) + 1))
        );
      }),
    );
  });
  it("a bill cycle change leaves no open bill, keeps every invoice and amount, and touches only open ones", () => {
    fc.assert(
      fc.property(invoices, fc.constantFrom(...BillingCycleOptions), (list, option) => {
        const change = changeBillingCycleRule(undefined, billingCycleFor(option), list, true);
        if (Either.isLeft(change)) return false;
        const after = change.right.invoices;
        return (
          after.length === list.length &&
          after.every((inv: Invoice, i) => {
            const before = list[i];
            return (
              before !== undefined &&
              inv.Status !== "OPEN" &&
              inv.RemainingAmountCents === before.RemainingAmountCents &&
              (before.Status === "OPEN" ? inv.Status === "DUE" : inv.Status === before.Status)
            );
          }) &&
          change.right.closed.length === list.filter((inv) => inv.Status === "OPEN").length
        );
      }),
    );
  });
  it("reading the cycle built for an option gives that option back", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BillingCycleOptions),
        (o) => billingCycleOption(billingCycleFor(o)) === o,
      ),
    );
  });
  it("a billing type transfer between different types is allowed exactly when nothing is left to settle", () => {
    fc.assert(
      fc.property(invoices, fc.integer({ min: -5000, max: 5000 }), (list, owing) => {
        const allowed = Either.isRight(
          canTransferBillingType({ from: "postpay", to: "prepay", invoices: list, balanceOwingCents: owing }),
        );
        return (
          allowed === (amountToSettleCents({ invoices: list, balanceOwingCents: owing }) === 0) &&
          outstandingCents(list) >= 0 &&
          outstandingCents(list) <= amountToSettleCents({ invoices: list })
        );
      }),
    );
  });
});
