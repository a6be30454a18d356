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
import {
  billingCycleChangeEffect,
  changeBillingCycleRule,
  type BillingCycleChangeEffect,
  type BillingCycleChangeReply,
} from "../billing-cycle-change";
import { INVOICE_PAGE_SIZE } from "../paging";

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

/**
 * PAY-09, before the customer confirms: what changing to `option` does to the outstanding bills (the open bills it
 * closes and what becomes due now), or the refusal (not allowed, already this cycle) without asking to change.
 */
export const previewBillingCycleChange = (
  account: string,
  option: BillingCycleOption,
  allowed: boolean,
): Effect.Effect<BillingCycleChangeEffect, BillingError | ApiError, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(account);
    const current = yield* loadBillingCycle(customer);
    const api = yield* BillingApi;
    const open = allowed
      ? (yield* api.listInvoices(customer, { Status: "OPEN", PageSize: INVOICE_PAGE_SIZE, PageNumber: 1 }))
          .Invoices
      : [];
    const effect = billingCycleChangeEffect(
      Option.getOrUndefined(current)?.cycle,
      billingCycleFor(option),
      open,
      allowed,
    );
    return yield* Either.match(effect, {
      onLeft: (key) => Effect.fail(billingError({ key })),
      onRight: (value) => Effect.succeed(value),
    });
  });
