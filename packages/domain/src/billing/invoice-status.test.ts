import * as Schema from "effect/Schema";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Invoice, InvoiceListReply, InvoiceStatuses } from "./invoice";
import {
  InvoiceStatusLabelKeys,
  currentPeriodInvoices,
  hasOverdue,
  isUnpaid,
  outstandingCents,
  overdueWarning,
  unpaidInvoices,
} from "./invoice-status";

const invoice = (Number: string, Status: Invoice["Status"], RemainingAmountCents = 1000): Invoice => ({
  Number,
  Status,
  ChargesCents: 1000,
  RemainingAmountCents,
});

describe("invoice statuses", () => {
  it("are OPEN, PAID, DUE, OVERDUE, VOID, each with a label", () => {
    expect(InvoiceStatuses).toEqual(["OPEN", "PAID", "DUE", "OVERDUE", "VOID"]);
    expect(InvoiceStatusLabelKeys.OVERDUE).toBe("billing.status_overdue");
  });
  it("DUE and OVERDUE are unpaid", () => {
    expect(InvoiceStatuses.filter((Status) => isUnpaid({ Status }))).toEqual(["DUE", "OVERDUE"]);
  });
  it("open invoices form the current period", () => {
    const list = [invoice("1", "OPEN"), invoice("2", "PAID"), invoice("3", "OPEN")];
    expect(currentPeriodInvoices(list).map((i) => i.Number)).toEqual(["1", "3"]);
  });
  it("an overdue invoice raises the warning, on the page or in the summary", () => {
    expect(overdueWarning([invoice("1", "DUE"), invoice("2", "OVERDUE")])).toBe("billing.overdue_warning");
    expect(overdueWarning([invoice("1", "DUE")])).toBeUndefined();
    expect(overdueWarning([], { OverdueCount: 2 })).toBe("billing.overdue_warning");
    expect(hasOverdue([], { OverdueCount: 0 })).toBe(false);
  });
  it("outstanding is the remaining amount of unpaid invoices", () => {
    const list = [
      invoice("1", "DUE", 500),
      invoice("2", "OVERDUE", 250),
      invoice("3", "OPEN", 999),
      invoice("4", "DUE", -5),
    ];
    expect(unpaidInvoices(list)).toHaveLength(3);
    expect(outstandingCents(list)).toBe(750);
  });
  it("decodes a list reply and refuses an unknown status", () => {
    const reply = { Invoices: [invoice("INV-1", "DUE")], PageInfo: { TotalItemCount: 1 } };
    expect(Either.isRight(Schema.decodeUnknownEither(InvoiceListReply)(reply))).toBe(true);
    expect(
      Either.isLeft(Schema.decodeUnknownEither(Invoice)({ ...invoice("1", "DUE"), Status: "LATE" })),
    ).toBe(true);
  });
});
