import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { Cents, MAX_CENTS, centsToDollars, dollarsToCents, wholeDollarsToCents } from "../money";

/** PUT /customers/{uid}/billing-routes/{id} body (spec 03 §7). SpendLimit in cents. */
export const RouteUpdateRequest = Schema.Struct({
  Name: Schema.String,
  SpendCycle: Schema.Int,
  SpendCycleCount: Schema.Int,
  SpendLimit: Cents,
});
export type RouteUpdateRequest = typeof RouteUpdateRequest.Type;

/** What the edit form holds: text as typed, the limit in dollars (a new one in whole dollars). */
export interface RouteUpdateForm {
  readonly Name: string;
  readonly SpendCycle: string | number;
  readonly SpendCycleCount: string | number;
  readonly SpendLimitDollars: string | number;
  /** The route's limit now (cents), when editing one: kept to the cent while the field still shows it. */
  readonly StoredSpendLimit?: number | undefined;
}

/** The form as a page holds it, every field as typed. */
export interface RouteTermsText extends RouteUpdateForm {
  readonly SpendCycle: string;
  readonly SpendCycleCount: string;
  readonly SpendLimitDollars: string;
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
 * The limit field's text for a stored limit (cents): the exact amount, "20" for 2000 and "20.50" for 2050 (a limit
 * the operator or an approval set with cents), empty for none. Read back by routeUpdateRequest as the same limit.
 */
export const spendLimitText = (cents: number | undefined): string =>
  cents === undefined ? "" : cents % 100 === 0 ? String(cents / 100) : centsToDollars(cents);

/**
 * The stored limit, when the field still reads as it: saving a new name keeps a $20.50 limit at $20.50. A limit
 * typed anew is turned into whole dollars (spec 03 §5), so a typed total carries no cents.
 */
const unchangedLimit = (form: RouteUpdateForm): number | undefined => {
  if (form.StoredSpendLimit === undefined) return undefined;
  const typed = dollarsToCents(form.SpendLimitDollars);
  return Either.isRight(typed) && typed.right === form.StoredSpendLimit ? typed.right : undefined;
};

/**
 * The route update of BR-02: cycle and count become integers, the total is whole dollars stored as cents (x100),
 * but for the route's own limit left as it was (unchangedLimit). A name is required: the route list identifies
 * routes by it.
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
  const kept = unchangedLimit(form);
  const dollars = toWholeNumber(form.SpendLimitDollars);
  if (kept === undefined && dollars === undefined) return Either.left("billing-routes.invalid_limit");
  const limit = kept ?? wholeDollarsToCents(dollars ?? 0);
  if (!Number.isSafeInteger(limit) || limit > MAX_CENTS) return Either.left("billing-routes.invalid_limit");
  return Either.right({ Name: name, SpendCycle: cycle, SpendCycleCount: count, SpendLimit: limit });
};

/** What the edit form starts from: the route's settings as text, its limit to the cent (kept while unchanged). */
export const routeTermsForm = (route: {
  readonly Name?: string | undefined;
  readonly SpendCycle?: number | undefined;
  readonly SpendCycleCount?: number | undefined;
  readonly SpendLimit?: number | undefined;
}): RouteTermsText => ({
  Name: route.Name ?? "",
  SpendCycle: route.SpendCycle === undefined ? "" : String(route.SpendCycle),
  SpendCycleCount: route.SpendCycleCount === undefined ? "" : String(route.SpendCycleCount),
  SpendLimitDollars: spendLimitText(route.SpendLimit),
  StoredSpendLimit: route.SpendLimit,
});

/**
 * What the approver of a request (who becomes the route's payer, its owner) starts from: the request's message as
 * the name and the limit it asked for, if any; the cycle and its count are theirs to choose. routeUpdateRequest
 * checks what they send, as it checks an edit.
 */
export const approvalTermsForm = (approval: {
  readonly Description?: string | undefined;
  readonly SpendLimit?: number | undefined;
}): RouteTermsText => ({
  Name: approval.Description?.trim() ?? "",
  SpendCycle: "",
  SpendCycleCount: "",
  SpendLimitDollars: spendLimitText(approval.SpendLimit),
  StoredSpendLimit: approval.SpendLimit,
});

/** Only a request's approver pays: an invite's approver is paid for, on the terms its sender chose. */
export const approvalSetsTerms = (approval: { readonly ApprovalType: string }): boolean =>
  approval.ApprovalType === "BILLING_REQUEST";
