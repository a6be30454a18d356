import * as Either from "effect/Either";
import { hasText } from "./generic";
import { message, type Message } from "./messages";

/** Guest validation failures (spec 02 §5, GST-03) and their display texts. */
export const GuestKeys = {
  /** "not a valid Mobile number" */
  notValidMobileNumber: "validation.not_valid_mobile_number",
  /** "not a valid Invoice number" */
  notValidInvoiceNumber: "validation.not_valid_invoice_number",
  /** "not a valid Account number" */
  notValidAccountNumber: "validation.not_valid_account_number",
  /** "Provided data is not valid" */
  providedDataNotValid: "validation.provided_data_not_valid",
} as const;

/** What a guest typed: a mobile number to recharge, or an invoice or account number (LookupID) to pay. */
export interface GuestLookup {
  readonly MSISDN?: string | undefined;
  readonly LookupID?: string | undefined;
}

/**
 * The failure message for a guest whose data did not validate: the mobile number when one was given; else the
 * invoice number when the LookupID starts with INV (any case: people type "inv123"); else the account number when
 * a LookupID was given; else 'Provided data is not valid'.
 */
export const guestValidationFailure = (lookup: GuestLookup): Message => {
  if (hasText(lookup.MSISDN)) return message(GuestKeys.notValidMobileNumber);
  if (hasText(lookup.LookupID))
    return message(
      lookup.LookupID.trim().toUpperCase().startsWith("INV")
        ? GuestKeys.notValidInvoiceNumber
        : GuestKeys.notValidAccountNumber,
    );
  return message(GuestKeys.providedDataNotValid);
};

/** The guest validate reply as it may arrive: nothing of it can be trusted before this check. */
export interface GuestValidateReplyLike {
  readonly Valid?: boolean | undefined;
  readonly ResponseToken?: string | undefined;
}

/**
 * A guest validate reply passes only with Valid true and a ResponseToken (spec 02 §5); the token is what the next
 * guest call sends. Anything else is the failure message for what the guest typed.
 */
export const checkGuestValidateReply = (
  lookup: GuestLookup,
  reply: GuestValidateReplyLike | null | undefined,
): Either.Either<string, Message> =>
  reply?.Valid === true && hasText(reply.ResponseToken)
    ? Either.right(reply.ResponseToken)
    : Either.left(guestValidationFailure(lookup));
