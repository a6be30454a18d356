import { millisToNanos, nanosToMillis } from "../ports";

/** Invites and requests expire 1 hour after sending (spec 03 §4, §9). */
export const INVITE_EXPIRY_MS = 60 * 60 * 1000;

/** ExpiresAtNanos for an invite or request sent at `nowMillis`. */
export const inviteExpiresAtNanos = (nowMillis: number): number =>
  millisToNanos(nowMillis + INVITE_EXPIRY_MS);

/** What the expiry rules read of an Approval (approval.ts, which re-exports them: no import back). */
interface Sent {
  readonly ExpiresAtNanos: number;
  readonly Status: "REQUEST" | "APPROVED" | "REJECTED";
}

type Expiring = Sent & { readonly SecondsLeft?: number | undefined };

/** Seconds left to answer a pending approval at `nowMillis`, on the clock of whoever holds it (0 once past). */
export const approvalSecondsLeft = (approval: Sent, nowMillis: number): number =>
  approval.Status !== "REQUEST"
    ? 0
    : Math.max(0, Math.ceil((nanosToMillis(approval.ExpiresAtNanos) - nowMillis) / 1000));

/** An approval as the operator sends it: a pending one with the seconds left on the operator's clock. */
export const withSecondsLeft = <A extends Expiring>(approval: A, nowMillis: number): A =>
  approval.Status === "REQUEST"
    ? { ...approval, SecondsLeft: approvalSecondsLeft(approval, nowMillis) }
    : approval;

/**
 * A pending approval whose expiry has passed can no longer be answered. Answered ones never expire. When the
 * operator said how long is left (SecondsLeft), that decides; otherwise (the operator itself) its expiry and now.
 */
export const isApprovalExpired = (approval: Expiring, nowMillis: number): boolean =>
  approval.Status === "REQUEST" &&
  (approval.SecondsLeft !== undefined
    ? approval.SecondsLeft <= 0
    : approval.ExpiresAtNanos <= millisToNanos(nowMillis));

/** How long a pending approval can still be answered, in whole minutes rounded up (0 once expired). */
export const minutesLeft = (approval: Expiring, nowMillis: number): number =>
  approval.Status !== "REQUEST"
    ? 0
    : approval.SecondsLeft !== undefined
      ? Math.ceil(approval.SecondsLeft / 60)
      : Math.ceil(approvalSecondsLeft(approval, nowMillis) / 60);
