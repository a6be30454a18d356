import { describe, expect, it } from "vitest";
import type { Invoice } from "../billing";
import { applyAccountCredit, postpayAccountBalanceCents, settleBillPayment } from "./bill-settlement";

const invoice = (
  Number: string,
  Status: Invoice["Status"],
  RemainingAmountCents: number,
  due: number,
): Invoice => ({
  Number,
  Status,
  ChargesCents: RemainingAmountCents,
  RemainingAmountCents,
  DueDateNanos: due,
});

// Newest first, as the operator lists them.
const invoices = [
  invoice("4", "OPEN", 5000, 40),
  invoice("3", "DUE", 3000, 30),
  invoice("2", "OVERDUE", 2000, 20),
  invoice("1", "PAID", 0, 10),
];

describe("settleBillPayment", () => {
  it("pays the oldest unpaid invoice first and marks paid-off ones PAID", () => {
    const out = settleBillPayment(invoices, 2500);
    expect(out.paid).toEqual(["2"]);
    expect(out.invoices.map((i) => [i.Number, i.Status, i.RemainingAmountCents])).toEqual([
      ["4", "OPEN", 5000],
      ["3", "DUE", 2500],
      ["2", "PAID", 0],
      ["1", "PAID", 0],
    ]);
    expect(out.creditCents).toBe(0);
  });
  it("applies what is paid beyond DUE and OVERDUE to the OPEN invoice, which stays OPEN with less remaining", () => {
    const out = settleBillPayment(invoices, 6000);
    expect(out.paid).toEqual(["3", "2"]);
    expect(out.creditCents).toBe(0);
    expect(out.invoices[0]).toMatchObject({ Number: "4", Status: "OPEN", RemainingAmountCents: 4000 });
  });
  it("marks an OPEN invoice covered in full PAID, and keeps as credit only what is left after it", () => {
    const out = settleBillPayment(invoices, 12_000);
    expect(out.paid).toEqual(["4", "3", "2"]);
    expect(out.creditCents).toBe(2000);
    expect(out.invoices[0]).toMatchObject({ Number: "4", Status: "PAID", RemainingAmountCents: 0 });
  });
  it("applies credit on the account to what is owed, OPEN included: only the rest stays credit", () => {
    const part = applyAccountCredit(invoices, 8000);
    expect(part.invoices.map((i) => [i.Status, i.RemainingAmountCents])).toEqual([
      ["OPEN", 2000],
      ["PAID", 0],
      ["PAID", 0],
      ["PAID", 0],
    ]);
    expect(part.creditCents).toBe(0);
    const all = applyAccountCredit(invoices, 10_500);
    expect(all.invoices[0]).toMatchObject({ Status: "PAID", RemainingAmountCents: 0 });
    expect(all.creditCents).toBe(500);
  });
  it("changes nothing for nothing paid", () => {
    expect(settleBillPayment(invoices, 0)).toEqual({ invoices, paid: [], creditCents: 0 });
  });
});

describe("postpayAccountBalanceCents", () => {
  it("is what DUE and OVERDUE invoices owe, less credit", () => {
    expect(postpayAccountBalanceCents(invoices, 0)).toBe(5000);
    expect(postpayAccountBalanceCents(invoices, 6000)).toBe(-1000);
    expect(postpayAccountBalanceCents(invoices, -5)).toBe(5000);
  });
});
