import type { Customer } from "@waea/domain/account";
import type { Invoice, Receipt } from "@waea/domain/billing";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import { simplePdf } from "./pdf";

const date = (nanos: number | undefined): string =>
  nanos === undefined ? "-" : formatNzDate(nanosToMillis(nanos));

const holder = (customer: Customer): ReadonlyArray<string> => [
  `${customer.FirstName} ${customer.LastName}`,
  `Account ${customer.AccountNumber ?? customer.UUID}`,
  "",
];

/** The invoice as a one-page PDF: the figures of the invoice record, in NZD. */
export const invoicePdf = (customer: Customer, invoice: Invoice): Uint8Array =>
  simplePdf(`Tax invoice ${invoice.Number}`, [
    ...holder(customer),
    `Status: ${invoice.Status}`,
    `Period: ${date(invoice.PeriodFromNanos)} to ${date(invoice.PeriodUptoNanos)}`,
    `Charges: ${formatNzd(invoice.ChargesCents)}`,
    `Discount: ${formatNzd(invoice.DiscountCents ?? 0)}`,
    `Total (GST inclusive): ${formatNzd(invoice.TotalCents ?? invoice.ChargesCents)}`,
    `GST included: ${formatNzd(invoice.GSTCents ?? 0)}`,
    `Remaining to pay: ${formatNzd(invoice.RemainingAmountCents)}`,
    `Due date: ${date(invoice.DueDateNanos)}`,
  ]);

export const receiptPdf = (customer: Customer, receipt: Receipt): Uint8Array =>
  simplePdf(`Receipt ${receipt.Number ?? receipt.ID}`, [
    ...holder(customer),
    `Amount paid: ${formatNzd(receipt.AmountCents)}`,
    `Paid on: ${date(receipt.CreatedAtNanos)}`,
    `For invoice: ${receipt.InvoiceNumber ?? "-"}`,
    `Payment method: ${receipt.PaymentMethod ?? "-"}`,
  ]);
