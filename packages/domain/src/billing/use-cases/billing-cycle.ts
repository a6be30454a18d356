import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import type { ApiError } from "../../ports";
import { BillingApi } from "../billing-api";
import { billingError, requireAccount, type BillingError } from "../billing-error";
import {
  billingCycleFor,
  billingCycleOption,
  type BillingCycle,
  type BillingCycleOption,
} from "../billing-cycle";
import { changeBillingCycleRule, type BillingCycleChangeReply } from "../billing-cycle-change";

export interface CurrentBillingCycle {
  readonly cycle: BillingCycle;
  readonly option: BillingCycleOption;
}

/** PAY-09: the billing cycle in force. A failed read resets silently to none (spec 02 §8). */
export const loadBillingCycle = (
  account: string,
): Effect.Effect<Option.Option<CurrentBillingCycle>, never, BillingApi> =>
  Effect.gen(function* () {
    if (account.trim() === "") return Option.none();
    const api = yield* BillingApi;
    return yield* api.getBillingCycle(account).pipe(
      Effect.map((reply) =>
        Option.some({ cycle: reply.BillingCycle, option: billingCycleOption(reply.BillingCycle) }),
      ),
      Effect.orElseSucceed(() => Option.none<CurrentBillingCycle>()),
    );
  });

/**
 * PAY-09: change the billing cycle. Refused when the environment does not allow it (the billingCycle flag) or
 * when the option is the one in force; the operator then closes the open bills and marks them due.
 */
export const changeBillingCycle = (
  account: string,
  option: BillingCycleOption,
  allowed: boolean,
): Effect.Effect<BillingCycleChangeReply, BillingError | ApiError, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const current = yield* loadBillingCycle(customer);
    const next = billingCycleFor(option);
    const check = changeBillingCycleRule(Option.getOrUndefined(current)?.cycle, next, [], allowed);
    if (Either.isLeft(check)) return yield* Effect.fail(billingError({ key: check.left }));
    const api = yield* BillingApi;
    return yield* api.setBillingCycle(customer, next);
  });
