import * as Effect from "effect/Effect";
import type { ApiError, Storage } from "../../ports";
import { changeAccountPreferences } from "../../profile";
import type { AutoTopUp } from "../../validation";
import type { AutoTopUpSetting } from "../auto-top-up";
import { PaymentsApi } from "../payments-api";
import { requireAccount, type PaymentsError } from "../payments-error";

/** PAY-03: a product's auto top-up as the operator keeps it (off, with the smallest valid values, until set). */
export const loadAutoTopUp = (
  customerUUID: string,
  productUUID: string,
): Effect.Effect<AutoTopUpSetting, PaymentsError | ApiError, PaymentsApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(customerUUID);
    const api = yield* PaymentsApi;
    return yield* api.autoTopUp(customer, productUUID);
  });

export interface AutoTopUpChange {
  /** The signed-in user, whose preferences keep the account's top-up-auto entry. */
  readonly userId: string;
  readonly customerUUID: string;
  readonly productUUID: string;
  /** A rule validateAutoTopUp accepted (days 1-99, $1-$999, EVERY_DAY by default), or off. */
  readonly rule: AutoTopUp;
  readonly enabled: boolean;
}

/**
 * PAY-03: turns a product's auto top-up on with a rule, or off; the operator keeps it (and tops up from the default
 * card when its time comes), and the account's preferences keep the same top-up-auto entry (spec 01 §3).
 */
export const saveAutoTopUp = (
  change: AutoTopUpChange,
): Effect.Effect<AutoTopUpSetting, PaymentsError | ApiError, PaymentsApi | Storage> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(change.customerUUID);
    const api = yield* PaymentsApi;
    const saved = yield* api.setAutoTopUp(customer, change.productUUID, {
      Enabled: change.enabled,
      Days: change.rule.days,
      AmountCents: change.rule.amount,
      Type: change.rule.type,
    });
    yield* changeAccountPreferences(change.userId, customer, {
      "top-up-auto": { amount: saved.AmountCents, days: saved.Days, status: saved.Enabled, type: saved.Type },
    });
    return saved;
  });
