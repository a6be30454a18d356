import * as Schema from "effect/Schema";
import { storedName } from "../account";
import {
  cleanText,
  FieldLabels,
  message,
  personNameProblem,
  validated,
  type FieldLabel,
  type Message,
  type Validated,
} from "../validation";

/** PUT /v2/{spid}/customer/{uid} body (spec 01 §7). */
export const PersonalDataUpdate = Schema.Struct({
  SPID: Schema.Number,
  FirstName: Schema.String,
  LastName: Schema.String,
  Email: Schema.String,
});
export type PersonalDataUpdate = typeof PersonalDataUpdate.Type;

export interface PersonalDataForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

export interface PersonalDataChange {
  readonly request: PersonalDataUpdate;
  /** The identity provider's display name: first name, two spaces, last name (PRO-01). */
  readonly displayName: string;
}

/** The fields of the personal data form; each one's problem is reported beside it. */
export type PersonalDataField = "firstName" | "lastName" | "email";

/** A blank field gets the spec's "Please, enter ..." message; a name is then held to the name rule. */
const nameProblem = (text: string, field: FieldLabel, requiredKey: string): Message | undefined =>
  cleanText(text) === undefined ? message(requiredKey) : personNameProblem(text, field);

/**
 * The personal data update (PRO-01): trimmed names and e-mail, all three required, and each name held to the name
 * rule of sign-up (at most MaxLengths.name characters, no control characters). Every field's problem is reported at
 * once, so a form with both names blank says so for both. E-mail format and e-mail changes (re-authentication,
 * confirmation) belong to the validation rules and the change-email page.
 */
export const personalDataChange = (
  form: PersonalDataForm,
  spid: number,
): Validated<PersonalDataChange, PersonalDataField> =>
  validated(
    [
      ["firstName", nameProblem(form.firstName, FieldLabels.firstName, "profile.first_name_required")],
      ["lastName", nameProblem(form.lastName, FieldLabels.lastName, "profile.last_name_required")],
      ["email", cleanText(form.email) === undefined ? message("profile.email_required") : undefined],
    ],
    () => {
      const first = form.firstName.trim();
      const last = form.lastName.trim();
      return {
        request: { SPID: spid, FirstName: first, LastName: last, Email: form.email.trim() },
        displayName: storedName(first, last),
      };
    },
  );

/** The first problem of a refused change, in field order: what a caller without a form reports. */
export const firstPersonalDataProblem = (
  errors: Readonly<Partial<Record<PersonalDataField, ReadonlyArray<Message>>>>,
): Message =>
  errors.firstName?.[0] ?? errors.lastName?.[0] ?? errors.email?.[0] ?? message("profile.first_name_required");
