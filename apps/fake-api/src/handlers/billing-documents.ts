import type { Customer } from "@waea/domain/account";
import type { Invoice, InvoiceLine, Receipt } from "@waea/domain/billing";
import { formatNzDate, formatNzDateTime } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import type { Content, TableCell } from "pdfmake/interfaces";
import { OPERATOR } from "../world/operator";
import { renderPdf } from "./document-pdf";

const date = (nanos: number | undefined): string =>
  nanos === undefined ? "-" : formatNzDate(nanosToMillis(nanos));

/** The supplier's block of a New Zealand tax invoice: its name, GST number and address. */
const supplier: Content = {
  stack: [
    { text: OPERATOR.Name, style: "label", fontSize: 14 },
    `GST number: ${OPERATOR.GSTNumber}`,
    OPERATOR.Address,
  ],
};

const customerBlock = (customer: Customer): Content => ({
  stack: [
    { text: `${customer.FirstName} ${customer.LastName}`, style: "label" },
    `Account number: ${customer.AccountNumber ?? customer.UUID}`,
  ],
  margin: [0, 0, 0, 12],
});

/** Two columns of label and value, the value right-aligned (amounts line up). */
const figures = (rows: ReadonlyArray<readonly [string, string, boolean?]>): Content => ({
  table: {
    widths: ["*", "auto"],
    body: rows.map(([label, value, strong]): TableCell[] => [
      { text: label, bold: strong === true },
      { text: value, alignment: "right", bold: strong === true },
    ]),
  },
  layout: "lightHorizontalLines",
  margin: [0, 6, 0, 6],
});

const chargeLines = (invoice: Invoice): ReadonlyArray<InvoiceLine> =>
  invoice.Lines ?? [{ Description: "Charges", AmountCents: invoice.ChargesCents }];

/**
 * The invoice as a New Zealand tax invoice: the operator's name and GST number, "Tax invoice", the customer and
 * account number, the period, each charge, the discount, the total with the GST it includes, what remains to pay
 * and the due date.
 */
export const invoicePdf = (customer: Customer, invoice: Invoice): Promise<Uint8Array> => {
  const total = invoice.TotalCents ?? invoice.ChargesCents - (invoice.DiscountCents ?? 0);
  return renderPdf({
    title: `Tax invoice ${invoice.Number}`,
    author: OPERATOR.Name,
    content: [
      supplier,
      { text: "Tax invoice", style: "title" },
      figures([
        ["Invoice number", invoice.Number],
        ["Date issued", date(invoice.CreatedAtNanos ?? invoice.PeriodUptoNanos)],
        ["Period", `${date(invoice.PeriodFromNanos)} to ${date(invoice.PeriodUptoNanos)}`],
        ["Status", invoice.Status],
      ]),
      customerBlock(customer),
      { text: "Charges", style: "label", margin: [0, 6, 0, 0] },
      figures(chargeLines(invoice).map((line) => [line.Description, formatNzd(line.AmountCents)] as const)),
      figures([
        ["Discount", `-${formatNzd(invoice.DiscountCents ?? 0)}`],
        ["Total (GST inclusive)", formatNzd(total), true],
        ["GST (15%) included in the total", formatNzd(invoice.GSTCents ?? Math.round((total * 3) / 23))],
        ["Amount remaining", formatNzd(invoice.RemainingAmountCents), true],
        ["Due date", date(invoice.DueDateNanos)],
      ]),
    ],
  });
};

/** A receipt: what was paid (the amount, for which invoice), how (the payment method) and when. */
export const receiptPdf = (customer: Customer, receipt: Receipt): Promise<Uint8Array> =>
  renderPdf({
    title: `Receipt ${receipt.Number ?? receipt.ID}`,
    author: OPERATOR.Name,
    content: [
      supplier,
      { text: "Receipt", style: "title" },
      customerBlock(customer),
      figures([
        ["Receipt number", receipt.Number ?? receipt.ID],
        ["Amount paid", formatNzd(receipt.AmountCents), true],
        [
          "Paid on",
          receipt.CreatedAtNanos === undefined
            ? "-"
            : formatNzDateTime(nanosToMillis(receipt.CreatedAtNanos), "en"),
        ],
        ["Paid by", receipt.PaymentMethod ?? "-"],
        ["For invoice", receipt.InvoiceNumber ?? "-"],
      ]),
    ],
  });
