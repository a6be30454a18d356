import { Command, Option } from "commander";
import * as Effect from "effect/Effect";
import type { PlanKind } from "@waea/domain/config";
import { formatNzd } from "@waea/domain/money";
import { formatPlan, loadPlans, type PlanDisplay } from "@waea/domain/plans";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, type Cell } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { requireSignedIn } from "../../runtime/session";

/** The plan lists the operator has (PAYG plans come from the prepay list). */
export const PLAN_LIST_KINDS = ["prepay", "postpay"] as const;

export interface PlansOptions {
  readonly kind: (typeof PLAN_LIST_KINDS)[number] | undefined;
}

export interface PlanRow extends PlanDisplay {
  readonly kind: PlanKind;
}

export const plansCommand = (handle: Handle<PlansOptions>): Command =>
  new Command("plans")
    .description(cliText("cli.plans.description"))
    .addOption(new Option("--kind <kind>", cliText("cli.plans.option_kind")).choices(PLAN_LIST_KINDS))
    .action((options: PlansOptions) => handle({ kind: options.kind }));

const detailOf = (plan: PlanDisplay, id: string): Cell => plan.details.find((d) => d.id === id)?.value ?? "";

/** PLAN-03: the offered plans of a kind (both lists by default), in the domain's order and display formatting. */
export const run: Run<PlansOptions, { readonly plans: ReadonlyArray<PlanRow> }> = (options, context) =>
  Effect.gen(function* () {
    yield* requireSignedIn(context);
    const kinds = options.kind === undefined ? PLAN_LIST_KINDS : [options.kind];
    const lists = yield* Effect.forEach(kinds, (kind) =>
      loadPlans(kind).pipe(
        Effect.map((entries) => entries.map((entry): PlanRow => ({ kind, ...formatPlan(entry) }))),
        Effect.mapError(fromDomainError),
      ),
    );
    const plans = lists.flat();
    const rows = plans.map((p) => [
      text(`account.type.${p.kind}`),
      p.name,
      formatNzd(p.costCents),
      detailOf(p, "data"),
      detailOf(p, "period"),
      text(p.renewable ? "cli.value.yes" : "cli.value.no"),
      p.availabilityUUID ?? "",
    ]);
    return result({ plans }, [
      table(
        [
          column("cli.column.kind"),
          column("cli.column.name"),
          column("cli.column.price", "right"),
          column("plans.label_data"),
          column("plans.label_period"),
          column("cli.column.renewable"),
          column("cli.column.availability"),
        ],
        rows,
        text("cli.plans.none"),
      ),
    ]);
  });
