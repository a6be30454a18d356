import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { billingKind, type MobileProduct } from "../../account";
import type { Settings } from "../../config";
import { intentKeyOr, type ApiError, type IntentKey } from "../../ports";
import { DEFAULT_AUTO_RENEW, initialAutoRenew } from "../auto-renew";
import { currentBasePlan, decidePlanChange, PlanChangeRefusalKeys } from "../plan-change";
import { changeNow, planChangeMode, type PlanChangeTiming } from "../plan-change-mode";
import type { ChangePlanReply } from "../plan-change-schemas";
import { PlansApi } from "../plans-api";
import { PlansRefused } from "../plans-refused";
import { knownPlanRefusals } from "../plan-change-refusal";
import { loadPlans } from "./load-plans";

export interface ChangePlanInput {
  readonly customerUUID: string;
  readonly product: Pick<MobileProduct, "UUID" | "BillingReference" | "Addons">;
  readonly newAvailabilityUUID: string;
  readonly timing: PlanChangeTiming;
  /** Auto renew of the new plan; on unless the customer turned it off (and only where the plan allows it). */
  readonly autoRenew?: boolean;
  /** When the plan was last changed (the shell knows it from the account view); undefined if never. */
  readonly lastChangeAtMillis: number | undefined;
  readonly settings: Pick<Settings, "planChangeMode">;
  /**
   * The intent's Idempotency-Key, when the caller holds one (a form keeps one until it succeeds, so a second submit
   * is the same intent); otherwise one is minted. A change now is charged: the key makes it once.
   */
  readonly intent?: IntentKey;
}

/**
 * Change the product's plan now or at the next billing date (PLAN-05): the plan list of the product's kind is
 * read, the waiting change looked up, the rule decides at the time Effect's Clock tells, then the change-plan call is made.
 * The operator's own refusals (a change the shell did not know of, not_enough_balance) come back as PlansRefused.
 */
export const changePlan = (
  input: ChangePlanInput,
): Effect.Effect<ChangePlanReply, PlansRefused | ApiError, PlansApi> =>
  Effect.gen(function* () {
    const kind = billingKind(input.product.BillingReference);
    if (kind === undefined) return yield* new PlansRefused({ key: PlanChangeRefusalKeys.noCurrentPlan });
    const api = yield* PlansApi;
    const plans = yield* loadPlans(kind);
    const target = { CustomerUUID: input.customerUUID, MobileUUID: input.product.UUID };
    const { ScheduledChange } = yield* api.scheduledPlanChange(target);
    const decision = decidePlanChange({
      currentPlan: currentBasePlan(input.product.Addons),
      newAvailabilityUUID: input.newAvailabilityUUID,
      kind,
      plans,
      mode: planChangeMode(input.settings, kind),
      timing: input.timing,
      lastChangeAtMillis: input.lastChangeAtMillis,
      nowMillis: yield* Clock.currentTimeMillis,
      scheduled: ScheduledChange !== undefined,
    });
    if (Either.isLeft(decision)) return yield* new PlansRefused(decision.left);
    const allowed = decision.right;
    const intent = yield* intentKeyOr(input.intent);
    return yield* knownPlanRefusals(
      api.changePlan(
        {
          ...target,
          NewAddonAutoRenew: initialAutoRenew(
            allowed.plan.Characteristics?.AllowAutoRenew,
            input.autoRenew ?? DEFAULT_AUTO_RENEW,
          ),
          ChangeNow: changeNow(allowed.timing),
          NewAddonAvailabilityUUID: allowed.availability.UUID,
          OldAddonUUID: allowed.oldAddonUUID,
        },
        intent,
      ),
    );
  });
