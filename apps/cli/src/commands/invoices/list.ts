import { Command, Option } from "commander";
import * as Effect from "effect/Effect";
import {
  InvoiceStatusLabelKeys,
  InvoiceStatuses,
  loadInvoices,
  type Invoice,
  type InvoiceStatus,
} from "@waea/domain/billing";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { nanosToMillis } from "@waea/domain/ports";
import { cliText } from "../../i18n/cli-catalog";
import { column, notice, table, text, toned, type Tone } from "../../output/view";
import { pageNumber } from "../../program/parsers";
import { pagingNotice, pastLastPage } from "../paging";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";

export interface InvoicesOptions {
  readonly status: InvoiceStatus | undefined;
  readonly page: number;
}

export interface InvoicesData {
  readonly invoices: ReadonlyArray<Invoice>;
  readonly pageNumber: number;
  readonly totalPages: number;
  readonly totalItems: number;
  readonly overdue: boolean;
}

export const invoicesCommand = (handle: Handle<InvoicesOptions>): Command =>
  new Command("invoices")
    .description(cliText("cli.invoices.description"))
    .addOption(
      new Option("--status <status>", cliText("cli.invoices.option_status")).choices(InvoiceStatuses),
    )
    .option("--page <n>", cliText("cli.option.page"), pageNumber, 1)
    .action((options: { readonly status?: InvoiceStatus; readonly page: number }) =>
      handle({ status: options.status, page: options.page }),
    );

export const STATUS_TONES: Readonly<Record<InvoiceStatus, Tone>> = {
  OPEN: "info",
  PAID: "success",
  DUE: "warning",
  OVERDUE: "error",
  VOID: "muted",
};

const date = (nanos: number | undefined) => (nanos === undefined ? "" : formatNzDate(nanosToMillis(nanos)));

/** PAY-06: a page of invoices by status, with the overdue warning; a failed load is a failure, not an empty list. */
export const run: Run<InvoicesOptions, InvoicesData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const page = yield* loadInvoices({
      customerUUID: account,
      pageNumber: options.page,
      ...(options.status === undefined ? {} : { status: options.status }),
    }).pipe(Effect.mapError(fromDomainError));
    if (page.loadingError !== undefined) return yield* Effect.fail(failure(page.loadingError));
    const past = pastLastPage(options.page, page.totalPages);
    if (past !== undefined) return yield* Effect.fail(past);
    const data: InvoicesData = {
      invoices: page.invoices,
      pageNumber: page.pageNumber,
      totalPages: page.totalPages,
      totalItems: page.totalItems,
      overdue: page.overdueWarning !== undefined,
    };
    const rows = page.invoices.map((i) => [
      i.Number,
      toned(text(InvoiceStatusLabelKeys[i.Status]), STATUS_TONES[i.Status]),
      formatNzd(i.TotalCents ?? i.ChargesCents),
      formatNzd(i.RemainingAmountCents),
      date(i.DueDateNanos),
    ]);
    return result(data, [
      table(
        [
          column("cli.column.number"),
          column("cli.column.status"),
          column("cli.column.total", "right"),
          column("cli.column.remaining", "right"),
          column("cli.column.due"),
        ],
        rows,
        text("cli.invoices.none"),
      ),
      ...(page.overdueWarning === undefined ? [] : [notice("warning", text(page.overdueWarning))]),
      ...pagingNotice(page.pageNumber, page.totalPages),
    ]);
  });
