import * as Schema from "effect/Schema";
import { DAY_MILLIS } from "../calendar";
import { nanosToMillis } from "../ports";
import { UsageMessages, type UsageMessageKey } from "./messages";
import { UsageKindLabelKeys, UsageKinds, usageKind, type UsageKind } from "./usage-kind";

/** Carried-over allowance is kept for up to 365 days (spec 02 §9). */
export const CARRY_OVER_MAX_DAYS = 365;

/**
 * A usage balance entry (spec 02 §3). Amounts are in the kind's unit: MB for data, minutes for voice, counts for
 * texts. The carry-over timestamps are not named by the spec; these optional ones bound the 365 days.
 */
export const UsageBalanceEntry = Schema.Struct({
  Type: Schema.String,
  RemainingAmount: Schema.Number,
  CarryOverAmount: Schema.optional(Schema.Number),
  UsageRule: Schema.optional(Schema.String),
  InitialAmount: Schema.optional(Schema.Number),
  CreatedAtNanos: Schema.optional(Schema.Number),
  ExpiresAtNanos: Schema.optional(Schema.Number),
  CarryOverCreatedAtNanos: Schema.optional(Schema.Number),
  CarryOverExpiresAtNanos: Schema.optional(Schema.Number),
});
export type UsageBalanceEntry = typeof UsageBalanceEntry.Type;

/** Reply of the usage balances read (path not shown in the spec; see usage-api.ts). */
export const UsageBalancesReply = Schema.Struct({ Balances: Schema.Array(UsageBalanceEntry) });
export type UsageBalancesReply = typeof UsageBalancesReply.Type;

/** A balance as the portal shows it; RemainingAmount is read as AmountRemaining. */
export interface UsageBalance {
  readonly kind: UsageKind;
  readonly labelKey: UsageMessageKey;
  readonly AmountRemaining: number;
  /** The allowance the remaining amount is part of (a meter's full scale), when the operator gives it. */
  readonly InitialAmount: number | undefined;
  /** Carried-over allowance still usable at the given time. */
  readonly CarryOverAmount: number;
  readonly UsageRule: string | undefined;
  readonly unlimited: boolean;
  /** What can still be used: remaining plus usable carry-over. */
  readonly totalRemaining: number;
}

/**
 * When carried-over allowance lapses: the operator's own expiry, but never more than 365 days after it was
 * carried over (or after the entry was created when that is not given). Undefined when nothing bounds it.
 */
export const carryOverExpiresAtMillis = (
  entry: Pick<UsageBalanceEntry, "CarryOverExpiresAtNanos" | "CarryOverCreatedAtNanos" | "CreatedAtNanos">,
): number | undefined => {
  const since = entry.CarryOverCreatedAtNanos ?? entry.CreatedAtNanos;
  const cap = since === undefined ? undefined : nanosToMillis(since) + CARRY_OVER_MAX_DAYS * DAY_MILLIS;
  const own =
    entry.CarryOverExpiresAtNanos === undefined ? undefined : nanosToMillis(entry.CarryOverExpiresAtNanos);
  if (own === undefined) return cap;
  return cap === undefined ? own : Math.min(own, cap);
};

export const usableCarryOver = (entry: UsageBalanceEntry, nowMillis: number): number => {
  const amount = Math.max(0, entry.CarryOverAmount ?? 0);
  const expires = carryOverExpiresAtMillis(entry);
  return expires !== undefined && expires <= nowMillis ? 0 : amount;
};

export const UNLIMITED_RULE = "Unlimited";

export const toUsageBalance = (entry: UsageBalanceEntry, nowMillis: number): UsageBalance => {
  const kind = usageKind(entry.Type);
  const carryOver = usableCarryOver(entry, nowMillis);
  const remaining = Math.max(0, entry.RemainingAmount);
  return {
    kind,
    labelKey: UsageKindLabelKeys[kind],
    AmountRemaining: remaining,
    InitialAmount: entry.InitialAmount === undefined ? undefined : Math.max(0, entry.InitialAmount),
    CarryOverAmount: carryOver,
    UsageRule: entry.UsageRule,
    unlimited: entry.UsageRule === UNLIMITED_RULE,
    totalRemaining: remaining + carryOver,
  };
};

/** USE-01: the balances in the kind order of UsageKinds (data first, unknown last). */
export const usageBalances = (
  entries: ReadonlyArray<UsageBalanceEntry>,
  nowMillis: number,
): ReadonlyArray<UsageBalance> => {
  return entries
    .map((entry) => toUsageBalance(entry, nowMillis))
    .sort((a, b) => UsageKinds.indexOf(a.kind) - UsageKinds.indexOf(b.kind));
};

export const unlimitedLabelKey: UsageMessageKey = UsageMessages.unlimited;
