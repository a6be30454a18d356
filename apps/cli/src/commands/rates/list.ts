import { Command } from "commander";
import * as Effect from "effect/Effect";
import { INTERNATIONAL_RATES, rateRow, sortByLocation, type RateRow } from "@waea/domain/rates";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text } from "../../output/view";
import type { Handle } from "../../program/wire";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";

export type RatesOptions = Record<string, never>;

export const ratesCommand = (handle: Handle<RatesOptions>): Command =>
  new Command("rates").description(cliText("cli.rates.description")).action(() => handle({}));

/** PLAN-09: the international calling rates of spec 02 §9, sorted by location. Needs no session. */
export const run: Run<RatesOptions, { readonly rates: ReadonlyArray<RateRow> }> = () => {
  const rates = sortByLocation(INTERNATIONAL_RATES).map(rateRow);
  return Effect.succeed(
    result({ rates }, [
      table(
        [column("rates.location"), column("rates.rate", "right")],
        rates.map((r) => [text(r.locationKey), text(r.priceKey, { price: r.price })]),
        text("cli.rates.none"),
      ),
    ]),
  );
};
