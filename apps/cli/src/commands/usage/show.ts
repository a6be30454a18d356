import { Command, Option } from "commander";
import * as Effect from "effect/Effect";
import {
  ChargeGroupings,
  groupLabel,
  loadUsageReport,
  type ChargeGroup,
  type ChargeGrouping,
  type UsageBalance,
} from "@waea/domain/usage";
import { formatNzd } from "@waea/domain/money";
import { cliText } from "../../i18n/cli-catalog";
import { column, notice, table, text } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface UsageOptions {
  readonly group: ChargeGrouping;
  readonly product: string | undefined;
}

export interface UsageData {
  readonly product: string;
  readonly from: string;
  readonly upto: string;
  readonly balances: ReadonlyArray<UsageBalance>;
  /** Each group with its label in the run's language ("05 Mar 2025", "05 Māe 2025") and its count of charges. */
  readonly groups: ReadonlyArray<
    Omit<ChargeGroup, "charges"> & { readonly label: string; readonly charges: number }
  >;
}

export const usageCommand = (handle: Handle<UsageOptions>): Command =>
  withProductOption(
    new Command("usage")
      .description(cliText("cli.usage.description"))
      .addOption(
        new Option("--group <by>", cliText("cli.usage.option_group")).choices(ChargeGroupings).default("day"),
      ),
  ).action((options: { readonly group: ChargeGrouping; readonly product?: string }) =>
    handle({ group: options.group, product: options.product }),
  );

/** Sums of fractional megabytes and minutes, to the hundredth (the float noise of adding them goes). */
export const hundredths = (value: number): number => Math.round(value * 100) / 100;

const amount = (balance: UsageBalance) =>
  balance.unlimited ? text("usage.unlimited") : String(hundredths(balance.totalRemaining));

/**
 * USE-01 and USE-02: the usage balances, and the charges of the grouping's window (the domain's usageWindow: 30
 * days by day, a year by month, three years by year) grouped by NZ day, month or year.
 */
export const run: Run<UsageOptions, UsageData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const report = yield* loadUsageReport({ account, product: product.UUID, groupBy: options.group }).pipe(
      Effect.mapError(fromDomainError),
    );
    const { window, balances } = report;
    const groups = report.groups.map((g) => ({
      key: g.key,
      label: groupLabel(g.key, context.language),
      totals: {
        AmountCents: g.totals.AmountCents,
        ChargedData: hundredths(g.totals.ChargedData),
        ChargedMins: hundredths(g.totals.ChargedMins),
        ChargedTXTs: g.totals.ChargedTXTs,
        ChargedPXTs: g.totals.ChargedPXTs,
      },
      charges: g.charges.length,
    }));
    const data: UsageData = {
      product: product.UUID,
      from: new Date(window.fromMillis).toISOString(),
      upto: new Date(window.uptoMillis).toISOString(),
      balances,
      groups,
    };
    return result(data, [
      table(
        [
          column("cli.column.usage_type"),
          column("cli.column.remaining", "right"),
          column("cli.column.carry_over", "right"),
        ],
        balances.map((b) => [text(b.labelKey), amount(b), String(hundredths(b.CarryOverAmount))]),
        text("cli.usage.no_balances"),
      ),
      table(
        [
          column(`cli.column.${options.group}`),
          column("cli.column.amount", "right"),
          column("cli.column.data_mb", "right"),
          column("cli.column.minutes", "right"),
          column("cli.column.texts", "right"),
          column("cli.column.pictures", "right"),
        ],
        groups.map((g) => [
          g.label === "" ? text("usage.unknown_date") : g.label,
          formatNzd(g.totals.AmountCents),
          g.totals.ChargedData,
          g.totals.ChargedMins,
          g.totals.ChargedTXTs,
          g.totals.ChargedPXTs,
        ]),
        text("cli.usage.no_charges"),
      ),
      ...(groups.length === 0 ? [] : [notice("info", text("cli.usage.window", { count: window.days }))]),
    ]);
  });
