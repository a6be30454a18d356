import { ChecksMessages, type ChecksMessageKey } from "./messages";

/** How bad a finding is. error and warning are problems (the CLI exits 3); info is only worth knowing. */
export const Severities = ["error", "warning", "info"] as const;
export type Severity = (typeof Severities)[number];

export const SeverityLabelKeys: Readonly<Record<Severity, ChecksMessageKey>> = {
  error: ChecksMessages.severityError,
  warning: ChecksMessages.severityWarning,
  info: ChecksMessages.severityInfo,
};

/** Every finding an account check can report, in the order findings of one severity are listed. */
export const FindingCodes = [
  "load_failed",
  "suspended",
  "email_not_verified",
  "no_payment_method",
  "no_plan",
  "no_products",
  "product_not_activated",
  "product_not_active",
  "porting_failed",
  "overdue_invoices",
  "card_expired",
  "credit_expired",
  "porting_in_progress",
  "card_about_to_expire",
  "credit_expiring",
] as const;
export type FindingCode = (typeof FindingCodes)[number];

/**
 * One thing an account check found: a stable code for scripts, a severity, and the message to show with its
 * params. `subject` names the product, card or part a finding is about, when it is about one.
 */
export interface Finding {
  readonly code: FindingCode;
  readonly severity: Severity;
  readonly messageKey: ChecksMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly subject?: string;
}

export const isProblem = (finding: Pick<Finding, "severity">): boolean => finding.severity !== "info";

/** A check found problems when any finding is an error or a warning. */
export const hasProblems = (findings: ReadonlyArray<Pick<Finding, "severity">>): boolean =>
  findings.some(isProblem);

/** The worst severity among the findings; undefined when there are none. */
export const worstSeverity = (findings: ReadonlyArray<Pick<Finding, "severity">>): Severity | undefined =>
  Severities.find((severity) => findings.some((finding) => finding.severity === severity));

const rank = <A>(list: ReadonlyArray<A>, value: A): number => list.indexOf(value);
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Errors first, then warnings, then info; within a severity by code order, then by subject. */
export const compareFindings = (a: Finding, b: Finding): number =>
  rank(Severities, a.severity) - rank(Severities, b.severity) ||
  rank(FindingCodes, a.code) - rank(FindingCodes, b.code) ||
  byText(a.subject ?? "", b.subject ?? "");

export const sortFindings = (findings: ReadonlyArray<Finding>): ReadonlyArray<Finding> =>
  [...findings].sort(compareFindings);
