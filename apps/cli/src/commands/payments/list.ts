import { Command } from "commander";
import * as Effect from "effect/Effect";
import { formatNzd } from "@waea/domain/money";
import { loadPaymentHistory, paymentDisplayDate, type PaymentHistoryRow } from "@waea/domain/payments";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned, type Tone } from "../../output/view";
import { pageNumber } from "../../program/parsers";
import { pagingNotice, pastLastPage } from "../paging";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";

export interface PaymentsOptions {
  readonly page: number;
}

export interface PaymentsData {
  /** Each row with its 'DD MMM YYYY @ HH:mm' date, the month in the run's language. */
  readonly payments: ReadonlyArray<PaymentHistoryRow & { readonly displayDate: string }>;
  readonly pageNumber: number;
  readonly totalPages: number;
}

export const paymentsCommand = (handle: Handle<PaymentsOptions>): Command =>
  new Command("payments")
    .description(cliText("cli.payments.description"))
    .option("--page <n>", cliText("cli.option.page"), pageNumber, 1)
    .action((options: { readonly page: number }) => handle({ page: options.page }));

const TONES: Readonly<Record<PaymentHistoryRow["group"], Tone>> = {
  REFUNDED: "info",
  COMPLETED: "success",
  OTHERS: "muted",
  DECLINED: "error",
  "ACTION REQ": "warning",
  PENDING: "info",
  UNKNOWN: "muted",
};

/** PAY-08: a page of 14 payments with the status groups and NZ dates of the domain. */
export const run: Run<PaymentsOptions, PaymentsData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const page = yield* loadPaymentHistory(account, options.page).pipe(Effect.mapError(fromDomainError));
    if (page.loadError !== undefined) return yield* Effect.fail(failure(page.loadError));
    const past = pastLastPage(options.page, page.totalPages);
    if (past !== undefined) return yield* Effect.fail(past);
    const payments = page.rows.map((r) => ({
      ...r,
      displayDate: paymentDisplayDate(r.transaction, context.language),
    }));
    const rows = payments.map((r) => [
      r.displayDate,
      toned(text(r.groupLabelKey), TONES[r.group]),
      formatNzd(r.transaction.AmountCents),
      r.transaction.CardLast4 ?? r.transaction.PaymentMethodType ?? "",
      r.transaction.Description ?? "",
    ]);
    return result({ payments, pageNumber: page.pageNumber, totalPages: page.totalPages }, [
      table(
        [
          column("cli.column.date"),
          column("cli.column.status"),
          column("cli.column.amount", "right"),
          column("cli.column.method"),
          column("cli.column.description"),
        ],
        rows,
        text("cli.payments.none"),
      ),
      ...pagingNotice(page.pageNumber, page.totalPages),
    ]);
  });
