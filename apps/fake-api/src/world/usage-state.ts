import type { UsageKind } from "@waea/domain/usage";

/**
 * One use of the network: a data session (Amount in bytes), a call (seconds) or texts (a count), with what it
 * cost beyond the plan (cents). Charges, the histogram and the balances are all computed from these records.
 */
export interface UsageRecord {
  readonly AtMillis: number;
  readonly Kind: Exclude<UsageKind, "unknown">;
  readonly Amount: number;
  readonly AmountCents: number;
  readonly Description: string;
}

/** Allowance carried over from an earlier period (spec 02 §9: kept up to 365 days). Amount in the Type's unit. */
export interface CarryOver {
  readonly Type: string;
  readonly Amount: number;
  readonly CreatedAtNanos: number;
  readonly ExpiresAtNanos: number;
}

/**
 * The usage slice, by mobile product UUID: usage records (oldest first) and carried-over allowances. What each
 * plan and add-on allows comes from the plans slice's catalog (the Recurring*Allowance characteristics).
 */
export interface UsageState {
  readonly records: Record<string, ReadonlyArray<UsageRecord>>;
  readonly carryOver: Record<string, ReadonlyArray<CarryOver>>;
}
