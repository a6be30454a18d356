import * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import { PlanChangeRefusalKeys } from "./plan-change";
import { PlansRefused } from "./plans-refused";

/**
 * The operator's plan-change refusals (spec 02 §4, §8) by their codes or their words, matched case-insensitively
 * anywhere in the text: the same message, in the customer's language, whether the rule refused first or the
 * operator did (a change the shell did not know of, a balance that does not cover the price).
 */
const CATALOGUE: ReadonlyArray<readonly [ReadonlyArray<string>, string]> = [
  [["you_already_have_this_plan", "already have this plan"], PlanChangeRefusalKeys.alreadyHaveThisPlan],
  [["can_not_find_plan", "can not find plan", "cannot find plan"], PlanChangeRefusalKeys.canNotFindPlan],
  [["once per month", "once a month"], PlanChangeRefusalKeys.oncePerMonth],
  [["already scheduled"], PlanChangeRefusalKeys.alreadyScheduled],
  [["no scheduled plan change"], PlanChangeRefusalKeys.noScheduledChange],
  [["timing is not available"], PlanChangeRefusalKeys.timingNotAllowed],
  [["no current plan"], PlanChangeRefusalKeys.noCurrentPlan],
  // payments' message (spec 02 §8), by its key: the payments context depends on this one, not the other way.
  [["not_enough_balance", "not enough balance"], "payments.not_enough_balance"],
];

/** The message key of an operator's refusal text, when it is one of the plan-change refusals. */
export const planChangeRefusalKey = (text: string): string | undefined => {
  const value = text.toLowerCase();
  return CATALOGUE.find(([needles]) => needles.some((needle) => value.includes(needle)))?.[1];
};

/** A 4xx of a plan-change call whose text is a known refusal becomes that PlansRefused; anything else passes on. */
export const knownPlanRefusals = <A, E extends ApiError | PlansRefused, R>(
  effect: Effect.Effect<A, E, R>,
): Effect.Effect<A, E | PlansRefused, R> =>
  Effect.catchAll(effect, (error): Effect.Effect<never, E | PlansRefused> => {
    const key =
      error._tag === "ApiFailure" && error.status < 500 ? planChangeRefusalKey(error.message) : undefined;
    return key === undefined ? Effect.fail(error) : Effect.fail(new PlansRefused({ key }));
  });
