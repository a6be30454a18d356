import { Command, Option } from "commander";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { DAY_MILLIS } from "@waea/domain/calendar";
import {
  ChargeGroupings,
  loadUsageBalances,
  loadUsageCharges,
  groupLabel,
  type ChargeGroup,
  type ChargeGrouping,
  type UsageBalance,
} from "@waea/domain/usage";
import { formatNzd } from "@waea/domain/money";
import { cliText } from "../../i18n/cli-catalog";
import { column, notice, table, text } from "../../output/view";
import { withProductOption } from "../../program/common-options";
import type { Handle } from "../../program/wire";
import { failure } from "../../runtime/cli-error";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount, chosenProduct } from "../../runtime/session";

export interface UsageOptions {
  readonly group: ChargeGrouping;
  readonly product: string | undefined;
}

/** How far back each grouping looks. Decided: the specs name only the 30-day chart (02 §9). */
export const USAGE_WINDOW_DAYS: Readonly<Record<ChargeGrouping, number>> = {
  day: 30,
  month: 365,
  year: 3 * 365,
};

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

/** USE-01 and USE-02: the usage balances, and the charges grouped by NZ day, month or year. */
export const run: Run<UsageOptions, UsageData> = (options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const product = yield* chosenProduct(account, options.product);
    const upto = yield* Clock.currentTimeMillis;
    const from = upto - USAGE_WINDOW_DAYS[options.group] * DAY_MILLIS;
    const balances = yield* loadUsageBalances(account, product.UUID).pipe(Effect.mapError(fromDomainError));
    const charges = yield* loadUsageCharges({
      account,
      product: product.UUID,
      fromMillis: from,
      uptoMillis: upto,
      groupBy: options.group,
    }).pipe(Effect.mapError(fromDomainError));
    const loadError = balances.loadError ?? charges.loadError;
    if (loadError !== undefined) return yield* Effect.fail(failure(loadError));
    const groups = charges.value.map((g) => ({
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
      from: new Date(from).toISOString(),
      upto: new Date(upto).toISOString(),
      balances: balances.value,
      groups,
    };
    return result(data, [
      table(
        [
          column("cli.column.usage_type"),
          column("cli.column.remaining", "right"),
          column("cli.column.carry_over", "right"),
        ],
        balances.value.map((b) => [text(b.labelKey), amount(b), String(hundredths(b.CarryOverAmount))]),
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
      ...(groups.length === 0
        ? []
        : [notice("info", text("cli.usage.window", { count: USAGE_WINDOW_DAYS[options.group] }))]),
    ]);
  });
