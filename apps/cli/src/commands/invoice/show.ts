import { Command } from "commander";
import * as Effect from "effect/Effect";
import {
  InvoiceStatusLabelKeys,
  downloadInvoicePdf,
  getInvoice,
  invoicePdfName,
  type Invoice,
} from "@waea/domain/billing";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { cliText } from "../../i18n/cli-catalog";
import { fields, notice, text, toned, type Cell } from "../../output/view";
import type { Handle } from "../../program/wire";
import { failure, usageError, type CliError } from "../../runtime/cli-error";
import { confirmWrite } from "../../runtime/confirm";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run, RunContext } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";
import { STATUS_TONES } from "../invoices/list";

export interface InvoiceOptions {
  readonly number: string;
  readonly pdf: string | undefined;
  /** Replace the --pdf file when it exists. */
  readonly yes: boolean;
}

export interface InvoiceData {
  readonly invoice: Invoice;
  readonly pdf: { readonly path: string; readonly bytes: number } | null;
}

export const invoiceCommand = (handle: Handle<InvoiceOptions>): Command =>
  new Command("invoice")
    .description(cliText("cli.invoice.description"))
    .argument("<number>", cliText("cli.invoice.arg_number"))
    .option("--pdf <file>", cliText("cli.invoice.option_pdf"))
    .option("-y, --yes", cliText("cli.invoice.option_yes"))
    .action((number: string, options: { readonly pdf?: string; readonly yes?: boolean }) =>
      handle({ number, pdf: options.pdf, yes: options.yes === true }),
    );

const money = (cents: number | undefined): Cell => (cents === undefined ? "" : formatNzd(cents));
const date = (nanos: number | undefined): Cell =>
  nanos === undefined ? "" : formatNzDate(nanosToMillis(nanos));

/**
 * A file at the --pdf path is replaced only when the operator says so: --yes, or a yes on a terminal; elsewhere it
 * is a usage error naming --yes (exit 2), before anything is downloaded.
 */
const mayWrite = (context: RunContext, path: string, yes: boolean): Effect.Effect<void, CliError> =>
  Effect.flatMap(
    Effect.promise(() => context.fileExists(path)),
    (exists) => {
      if (!exists || yes) return Effect.void;
      if (!context.interactive) return Effect.fail(usageError("cli.invoice.file_exists", { path }));
      return confirmWrite(context, false, text("cli.invoice.confirm_replace", { path }));
    },
  );

/**
 * PAY-06: one invoice by number ("Invoice or receipt #N not found" when there is none), and its PDF written to
 * --pdf, atomically. The file is written only once the invoice and its PDF are both found and the PDF is not empty;
 * an existing file is replaced only with --yes (or a yes on a terminal).
 */
export const run: Run<InvoiceOptions, InvoiceData> = (options, context) =>
  Effect.gen(function* () {
    const number = options.number.trim();
    if (Either.isLeft(invoicePdfName(number)))
      return yield* Effect.fail(usageError("billing.invoice_number_required"));
    const account = yield* chosenAccount(context);
    const invoice = yield* getInvoice(account, number).pipe(Effect.mapError(fromDomainError));
    let pdf: InvoiceData["pdf"] = null;
    if (options.pdf !== undefined) {
      const path = options.pdf;
      yield* mayWrite(context, path, options.yes);
      const file = yield* downloadInvoicePdf(account, number).pipe(Effect.mapError(fromDomainError));
      yield* Effect.tryPromise({
        try: () => context.writeFile(path, file.bytes),
        catch: () => failure("cli.invoice.write_failed", { path }),
      });
      pdf = { path, bytes: file.bytes.length };
    }
    return result({ invoice, pdf }, [
      fields([
        [text("cli.field.number"), invoice.Number],
        [
          text("cli.field.status"),
          toned(text(InvoiceStatusLabelKeys[invoice.Status]), STATUS_TONES[invoice.Status]),
        ],
        [text("cli.field.period_from"), date(invoice.PeriodFromNanos)],
        [text("cli.field.period_upto"), date(invoice.PeriodUptoNanos)],
        [text("cli.field.charges"), money(invoice.ChargesCents)],
        [text("cli.field.gst"), money(invoice.GSTCents)],
        [text("cli.field.discount"), money(invoice.DiscountCents)],
        [text("cli.field.total"), money(invoice.TotalCents)],
        [text("cli.field.remaining"), money(invoice.RemainingAmountCents)],
        [text("cli.field.due"), date(invoice.DueDateNanos)],
      ]),
      ...(pdf === null
        ? []
        : [notice("success", text("cli.invoice.pdf_written", { path: pdf.path, count: pdf.bytes }))]),
    ]);
  });
