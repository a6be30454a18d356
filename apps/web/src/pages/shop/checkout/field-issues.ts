import type { CheckoutField, CheckoutIssue } from "@waea/domain/checkout";

/** The issues of one field of the checkout form, for the field to show beside it. */
export const issuesOf =
  (issues: ReadonlyArray<CheckoutIssue>) =>
  (field: CheckoutField): ReadonlyArray<CheckoutIssue> =>
    issues.filter((issue) => issue.field === field);
