import type { GuardName } from "../routing";
import type { FindingCode, Severity } from "./finding";
import { ChecksMessages, type ChecksMessageKey } from "./messages";
import type { SnapshotPart } from "./account-snapshot";

export interface GuardRule {
  readonly code: FindingCode;
  readonly severity: Severity;
  readonly messageKey: ChecksMessageKey;
  /** The snapshot parts the guard's facts come from: without them the guard is not judged. */
  readonly needs: ReadonlyArray<SnapshotPart>;
}

/**
 * The account guards of spec 01 §5 that every profile page applies, as findings. Each one failing keeps the
 * customer out of the whole profile area, so each is an error.
 */
export const GuardRules: Partial<Readonly<Record<GuardName, GuardRule>>> = {
  emailVerified: {
    code: "email_not_verified",
    severity: "error",
    messageKey: ChecksMessages.emailNotVerified,
    needs: [],
  },
  notSuspended: { code: "suspended", severity: "error", messageKey: ChecksMessages.suspended, needs: [] },
  hasPaymentMethods: {
    code: "no_payment_method",
    severity: "error",
    messageKey: ChecksMessages.noPaymentMethod,
    needs: ["payment_methods", "billing_routes"],
  },
  hasAddons: { code: "no_plan", severity: "error", messageKey: ChecksMessages.noPlan, needs: ["products"] },
};

/** A profile page whose guards are exactly the ones every profile page has (spec 01 §5) and a tab every build shows. */
export const CHECKED_ROUTE = "profile.account" as const;
