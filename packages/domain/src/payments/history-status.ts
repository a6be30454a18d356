import { formatNzDateTime, parseOperatorDateTime } from "../calendar";
import type { Language } from "../config";
import { nanosToMillis } from "../ports";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import type { PaymentTransaction } from "./payment-transaction";

/** The display groups of the payment history (spec 02 §4). */
export const PaymentStatusGroups = [
  "REFUNDED",
  "COMPLETED",
  "OTHERS",
  "DECLINED",
  "ACTION REQ",
  "PENDING",
  "UNKNOWN",
] as const;
export type PaymentStatusGroup = (typeof PaymentStatusGroups)[number];

export const PaymentStatusGroupLabelKeys: Readonly<Record<PaymentStatusGroup, PaymentsMessageKey>> = {
  REFUNDED: PaymentsMessages.statusRefunded,
  COMPLETED: PaymentsMessages.statusCompleted,
  OTHERS: PaymentsMessages.statusOthers,
  DECLINED: PaymentsMessages.statusDeclined,
  "ACTION REQ": PaymentsMessages.statusActionReq,
  PENDING: PaymentsMessages.statusPending,
  UNKNOWN: PaymentsMessages.statusUnknown,
};

const GROUP_OF: ReadonlyMap<string, PaymentStatusGroup> = new Map<string, PaymentStatusGroup>([
  ["REFUNDED", "REFUNDED"],
  ["PARTIALLY REFUNDED", "REFUNDED"],
  ["COMPLETED", "COMPLETED"],
  ["NEEDS AUTHORIZATION", "OTHERS"],
  ["FAILED", "DECLINED"],
  ["DECLINED", "DECLINED"],
  ["CANCELLED", "DECLINED"],
  ["PAYMENT METHOD REQUIRED", "ACTION REQ"],
  ["PAYMENT METHOD INVALID", "ACTION REQ"],
  ["PAYMENT METHOD EXPIRED", "ACTION REQ"],
  ["NO FUNDS", "ACTION REQ"],
  ["PENDING", "PENDING"],
]);

/**
 * The spelling is normalised before the lookup: case, underscores or hyphens for spaces and repeated spaces do
 * not matter ("payment_method_required" is "PAYMENT METHOD REQUIRED"). Decided: the operator's own values are
 * upper case with spaces, but its older endpoints use underscores.
 */
export const normalisePaymentStatus = (status: string): string =>
  status.replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim().toUpperCase();

/** Total: every string maps to exactly one group; anything not in the table is UNKNOWN. */
export const paymentStatusGroup = (status: string | null | undefined): PaymentStatusGroup =>
  GROUP_OF.get(normalisePaymentStatus(status ?? "")) ?? "UNKNOWN";

/** When a transaction happened (epoch ms): CreatedAtNanos first, else the CreatedAt date-time. */
export const transactionMillis = (
  transaction: Pick<PaymentTransaction, "CreatedAt" | "CreatedAtNanos">,
): number | undefined => {
  if (transaction.CreatedAtNanos !== undefined && transaction.CreatedAtNanos > 0)
    return nanosToMillis(transaction.CreatedAtNanos);
  return transaction.CreatedAt === undefined ? undefined : parseOperatorDateTime(transaction.CreatedAt);
};

/** 'DD MMM YYYY @ HH:mm' in NZ time (the month in the language), or "" when the transaction has no readable time. */
export const paymentDisplayDate = (
  transaction: Pick<PaymentTransaction, "CreatedAt" | "CreatedAtNanos">,
  language: Language,
): string => {
  const millis = transactionMillis(transaction);
  return millis === undefined ? "" : formatNzDateTime(millis, language);
};

export interface PaymentHistoryRow {
  readonly transaction: PaymentTransaction;
  readonly group: PaymentStatusGroup;
  readonly groupLabelKey: PaymentsMessageKey;
}

export const paymentHistoryRow = (transaction: PaymentTransaction): PaymentHistoryRow => {
  const group = paymentStatusGroup(transaction.Status);
  return {
    transaction,
    group,
    groupLabelKey: PaymentStatusGroupLabelKeys[group],
  };
};
