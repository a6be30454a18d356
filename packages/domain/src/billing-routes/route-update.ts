import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { Cents, MAX_CENTS, wholeDollarsToCents } from "../money";

/** PUT /customers/{uid}/billing-routes/{id} body (spec 03 §7). SpendLimit in cents. */
export const RouteUpdateRequest = Schema.Struct({
  Name: Schema.String,
  SpendCycle: Schema.Int,
  SpendCycleCount: Schema.Int,
  SpendLimit: Cents,
});
export type RouteUpdateRequest = typeof RouteUpdateRequest.Type;

/** What the edit form holds: text as typed, the limit in whole dollars. */
export interface RouteUpdateForm {
  readonly Name: string;
  readonly SpendCycle: string | number;
  readonly SpendCycleCount: string | number;
  readonly SpendLimitDollars: string | number;
}

export type RouteUpdateError =
  | "billing-routes.name_required"
  | "billing-routes.invalid_cycle"
  | "billing-routes.invalid_cycle_count"
  | "billing-routes.invalid_limit";

const LEADING_INTEGER = /^[+]?(\d+)/;

/**
 * "Turned into integers" as a form would: the leading whole number of the text ("12.9" is 12, "30 days" is 30).
 * Negative or unreadable values are refused rather than sent (the operator would reject them anyway).
 */
export const toWholeNumber = (value: string | number): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : undefined;
  const match = LEADING_INTEGER.exec(value.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/**
 * The route update of BR-02: cycle and count become integers, the total is whole dollars stored as cents (x100).
 * A name is required: the route list identifies routes by it.
 */
export const routeUpdateRequest = (
  form: RouteUpdateForm,
): Either.Either<RouteUpdateRequest, RouteUpdateError> => {
  const name = form.Name.trim();
  if (name === "") return Either.left("billing-routes.name_required");
  const cycle = toWholeNumber(form.SpendCycle);
  if (cycle === undefined) return Either.left("billing-routes.invalid_cycle");
  const count = toWholeNumber(form.SpendCycleCount);
  if (count === undefined) return Either.left("billing-routes.invalid_cycle_count");
  const dollars = toWholeNumber(form.SpendLimitDollars);
  if (dollars === undefined) return Either.left("billing-routes.invalid_limit");
  const limit = wholeDollarsToCents(dollars);
  if (!Number.isSafeInteger(limit) || limit > MAX_CENTS) return Either.left("billing-routes.invalid_limit");
  return Either.right({ Name: name, SpendCycle: cycle, SpendCycleCount: count, SpendLimit: limit });
};
