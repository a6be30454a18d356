import { FieldLabels } from "./field-labels";
import { checkRequired, cleanText } from "./generic";
import { emailProblem, sameEmail } from "./email";
import { message, validated, type Check, type Validated } from "./messages";

/** Messages of the e-mail change (spec 01 §5, PRO-03). */
export const EmailChangeKeys = {
  confirmationMismatch: "validation.email_confirmation_mismatch",
  sameAsCurrent: "validation.email_same_as_current",
} as const;

export interface EmailChangeInput {
  readonly currentEmail: string | undefined;
  readonly email: string;
  readonly confirmEmail: string;
}

export type EmailChangeField = "email" | "confirmEmail";

/**
 * The new e-mail is well formed and differs from the current one (ignoring case); the confirmation is given and
 * matches it (ignoring case and surrounding spaces). The cleaned value is the new e-mail, trimmed.
 */
export const validateEmailChange = (input: EmailChangeInput): Validated<string, EmailChangeField> => {
  const problem = emailProblem(input.email, FieldLabels.email);
  const checks: Check<EmailChangeField>[] = [["email", problem]];
  if (problem === undefined && sameEmail(input.email, input.currentEmail))
    checks.push(["email", message(EmailChangeKeys.sameAsCurrent)]);
  const confirmMissing = checkRequired(input.confirmEmail, FieldLabels.confirmEmail);
  checks.push([
    "confirmEmail",
    confirmMissing ??
      (sameEmail(input.email, input.confirmEmail)
        ? undefined
        : message(EmailChangeKeys.confirmationMismatch)),
  ]);
  return validated(checks, () => cleanText(input.email) ?? "");
};
