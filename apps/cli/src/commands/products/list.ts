import { Command } from "commander";
import * as Effect from "effect/Effect";
import {
  AccountTypeLabelKeys,
  accountType,
  fwaProductStatusClass,
  productStatusClass,
  type AccountType,
  type ProductStatusClass,
} from "@waea/domain/account";
import { primaryProduct } from "@waea/domain/checks";
import { portingView } from "@waea/domain/porting";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned, type Tone } from "../../output/view";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { accountProducts, chosenAccount } from "../../runtime/session";

export type ProductsOptions = Record<string, never>;

export interface ProductRow {
  readonly uuid: string;
  readonly msisdn: string | null;
  readonly productType: string | null;
  readonly accountType: AccountType;
  readonly statusClass: ProductStatusClass;
  readonly status: number;
  readonly billingReference: string | null;
  readonly addons: number;
  readonly porting: string;
  readonly primary: boolean;
}

export const productsCommand = (handle: Handle<ProductsOptions>): Command =>
  new Command("products").description(cliText("cli.products.description")).action(() => handle({}));

const STATUS_TONES: Readonly<Record<ProductStatusClass, Tone>> = {
  active: "success",
  not_active: "warning",
  not_activated: "warning",
};

/** The account's mobile services with their status class (spec 01 §4), type and porting phase. */
export const run: Run<ProductsOptions, { readonly products: ReadonlyArray<ProductRow> }> = (
  _options,
  context,
) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const products = yield* accountProducts(account);
    const primary = primaryProduct(products);
    const rows = products.map((p): ProductRow => ({
      uuid: p.UUID,
      msisdn: p.MSISDN ?? null,
      productType: p.ProductType ?? null,
      accountType: accountType(p),
      statusClass:
        p.ProductType === "mobileFWA"
          ? fwaProductStatusClass(p.Status)
          : productStatusClass(p.Status, p.BillingReference),
      status: p.Status,
      billingReference: p.BillingReference ?? null,
      addons: p.Addons?.length ?? 0,
      porting: portingView(p.PortingState).phase,
      primary: p === primary,
    }));
    const view = rows.map((r) => [
      r.primary ? "*" : "",
      r.uuid,
      r.msisdn ?? "",
      text(AccountTypeLabelKeys[r.accountType]),
      toned(text(`cli.status.${r.statusClass}`), STATUS_TONES[r.statusClass]),
      { value: r.addons, tone: r.addons === 0 ? ("warning" as const) : ("muted" as const) },
      text(`cli.porting.${r.porting}`),
    ]);
    return result({ products: rows }, [
      table(
        [
          column("cli.column.primary"),
          column("cli.column.uuid"),
          column("cli.column.msisdn"),
          column("cli.column.type"),
          column("cli.column.status"),
          column("cli.column.addons", "right"),
          column("cli.column.porting"),
        ],
        view,
        text("checks.no_products"),
      ),
    ]);
  });
