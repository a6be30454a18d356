import { Command } from "commander";
import * as Effect from "effect/Effect";
import { listFibreRecords, type PagingInfo } from "@waea/domain/broadband";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text } from "../../output/view";
import { pageNumber } from "../../program/parsers";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { pagingNotice, pastLastPage } from "../paging";
import { FIBRE_KINDS, kindOption, recordRow, type AnyFibreRecord, type FibreKindName } from "./kinds";

export interface FibreListOptions {
  readonly kind: FibreKindName;
  readonly customer: string | undefined;
  readonly page: number;
}

export interface FibreListData {
  readonly kind: FibreKindName;
  readonly items: ReadonlyArray<AnyFibreRecord>;
  readonly page: PagingInfo;
}

export const fibreListCommand = (handle: Handle<FibreListOptions>): Command =>
  new Command("list")
    .description(cliText("cli.fibre.list.description"))
    .addOption(kindOption())
    .option("--customer <uuid>", cliText("cli.fibre.option_customer"))
    .option("--page <n>", cliText("cli.option.page"), pageNumber, 1)
    .action((options: { readonly kind: FibreKindName; readonly customer?: string; readonly page: number }) =>
      handle({ kind: options.kind, customer: options.customer, page: options.page }),
    );

/** BB-05: a page of fibre orders, fibre services or wholesale products, of one customer account or of all. */
export const run: Run<FibreListOptions, FibreListData> = (options) =>
  Effect.gen(function* () {
    const page = yield* listFibreRecords(FIBRE_KINDS[options.kind], {
      owner: options.customer,
      page: options.page,
    }).pipe(Effect.mapError(fromDomainError));
    const past = pastLastPage(options.page, page.PageInfo.TotalPages);
    if (past !== undefined) return yield* Effect.fail(past);
    const items: ReadonlyArray<AnyFibreRecord> = page.Items;
    return result({ kind: options.kind, items, page: page.PageInfo }, [
      table(
        [
          column("cli.column.uuid"),
          column(options.kind === "wholesale" ? "cli.column.name" : "cli.fibre.column_customer"),
          column(options.kind === "wholesale" ? "cli.column.description" : "cli.column.status"),
          column("cli.column.date"),
        ],
        items.map(recordRow),
        text("cli.fibre.none"),
      ),
      ...pagingNotice(options.page, page.PageInfo.TotalPages),
    ]);
  });
