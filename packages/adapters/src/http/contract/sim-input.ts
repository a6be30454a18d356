import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import {
  MsisdnChangeRequest,
  MsisdnSearchRequest,
  SimSwapRequest,
  SimToggleRequest,
  validatePhoneNumberChoice,
  validateReauth,
  validateSimId,
  type ReauthCredential,
} from "@waea/domain/sim";
import { isNzMobileNumber } from "@waea/domain/validation";

/** The number search hands out at most this many numbers a page. */
export const MAX_MSISDN_PAGE = 100;

interface ReauthFields {
  readonly Password?: string | undefined;
  readonly AuthCode?: string | undefined;
}

/**
 * The credential of a sensitive SIM call (SIM-02): the password or the e-mailed code, as the domain's
 * validateReauth takes them ('Please enter your password' without either). Whether it is right is the operator's.
 */
const credential = (fields: ReauthFields): true | string => {
  const given: ReauthCredential | undefined =
    fields.Password !== undefined
      ? { method: "password", password: fields.Password }
      : fields.AuthCode !== undefined
        ? { method: "email_code", code: fields.AuthCode }
        : undefined;
  if (given === undefined) return "sim.reauth_password_required";
  const checked = validateReauth(given);
  return Either.isLeft(checked) ? checked.left : true;
};

/** Body of SIM enable and disable: a credential. */
export const SimToggleBody = SimToggleRequest.pipe(Schema.filter(credential));

/** Body of the SIM swap: a SIM ID of the ICCID form (SIM-03) and a credential. */
export const SimSwapBody = Schema.Struct({
  ...SimSwapRequest.fields,
  SIMID: Schema.String.pipe(
    Schema.filter((simId) =>
      Either.match(validateSimId(simId), { onLeft: (key) => key, onRight: () => true }),
    ),
  ),
}).pipe(Schema.filter(credential));

/** Body of the number search (SIM-05): pages count from 1, at most 100 numbers a page. */
export const MsisdnSearchBody = Schema.Struct({
  ...MsisdnSearchRequest.fields,
  Page: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1, { message: () => "must be 1 or more" })),
  Amount: Schema.Int.pipe(
    Schema.between(1, MAX_MSISDN_PAGE, { message: () => `must be between 1 and ${MAX_MSISDN_PAGE}` }),
  ),
});

/** Body of the number change (SIM-05): a chosen New Zealand mobile number and a credential. */
export const MsisdnChangeBody = Schema.Struct({
  ...MsisdnChangeRequest.fields,
  MSISDN: Schema.String.pipe(
    Schema.filter((chosen) => {
      const number = validatePhoneNumberChoice(chosen);
      if (Either.isLeft(number)) return number.left;
      return isNzMobileNumber(number.right) || "not a valid Mobile number";
    }),
  ),
}).pipe(Schema.filter(credential));
