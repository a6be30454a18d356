import { FieldLabels } from "./field-labels";
import { cleanText } from "./generic";
import { emailProblem } from "./email";
import { message, validated, type Check, type Validated } from "./messages";
import { passwordProblems } from "./password";
import { personNameProblem } from "./person-name";

export const SignUpKeys = {
  termsRequired: "validation.terms_required",
  privacyRequired: "validation.privacy_required",
} as const;

/** Opt-ins are sent to auth as 2 (yes) or 0 (no) in NotifyNewsletters and NotifySpecialOffers (spec 01 §7). */
export type OptIn = 2 | 0;
export const optInValue = (chosen: boolean): OptIn => (chosen ? 2 : 0);

export interface SignUpInput {
  readonly firstName: string;
  readonly lastName: string;
  /** Only for sign-up by e-mail and password; social sign-up brings its own e-mail. */
  readonly email?: string;
  readonly password?: string;
  readonly acceptTerms: boolean;
  readonly acceptPrivacy: boolean;
  readonly newsletters: boolean;
  readonly specialOffers: boolean;
}

export type SignUpField = "firstName" | "lastName" | "email" | "password" | "acceptTerms" | "acceptPrivacy";

/** The sign-up fields of the auth payload, cleaned. */
export interface SignUp {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Email?: string;
  readonly Password?: string;
  readonly NotifyNewsletters: OptIn;
  readonly NotifySpecialOffers: OptIn;
}

const nameChecks = (value: string, field: "firstName" | "lastName"): Check<SignUpField> => {
  const label = field === "firstName" ? FieldLabels.firstName : FieldLabels.lastName;
  return [field, personNameProblem(value, label)];
};

/** First and last name required, terms and privacy accepted (spec 01 §5, AUTH-05); e-mail and password when given. */
export const validateSignUp = (input: SignUpInput): Validated<SignUp, SignUpField> => {
  const checks: Check<SignUpField>[] = [
    nameChecks(input.firstName, "firstName"),
    nameChecks(input.lastName, "lastName"),
    ["acceptTerms", input.acceptTerms ? undefined : message(SignUpKeys.termsRequired)],
    ["acceptPrivacy", input.acceptPrivacy ? undefined : message(SignUpKeys.privacyRequired)],
  ];
  if (input.email !== undefined) checks.push(["email", emailProblem(input.email, FieldLabels.email)]);
  if (input.password !== undefined)
    for (const problem of passwordProblems(input.password)) checks.push(["password", problem]);
  return validated(checks, () => ({
    FirstName: cleanText(input.firstName) ?? "",
    LastName: cleanText(input.lastName) ?? "",
    ...(input.email === undefined ? {} : { Email: cleanText(input.email) ?? "" }),
    ...(input.password === undefined ? {} : { Password: input.password }),
    NotifyNewsletters: optInValue(input.newsletters),
    NotifySpecialOffers: optInValue(input.specialOffers),
  }));
};
