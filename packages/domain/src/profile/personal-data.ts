import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { storedName } from "../account";

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

export type PersonalDataError =
  "profile.first_name_required" | "profile.last_name_required" | "profile.email_required";

/**
 * The personal data update (PRO-01): trimmed names and e-mail, all three required. E-mail format and e-mail changes
 * (re-authentication, confirmation) belong to the validation rules and the change-email page.
 */
export const personalDataChange = (
  form: PersonalDataForm,
  spid: number,
): Either.Either<PersonalDataChange, PersonalDataError> => {
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  const email = form.email.trim();
  if (first === "") return Either.left("profile.first_name_required");
  if (last === "") return Either.left("profile.last_name_required");
  if (email === "") return Either.left("profile.email_required");
  return Either.right({
    request: { SPID: spid, FirstName: first, LastName: last, Email: email },
    displayName: storedName(first, last),
  });
};
