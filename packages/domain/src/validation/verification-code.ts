import { FieldLabels } from "./field-labels";
import { checkRequired } from "./generic";
import { message, validated, type Message, type Validated } from "./messages";

/** The server refused the code: "The verification code is incorrect, please use the right code." (spec 01 §5). */
export const VERIFICATION_CODE_INCORRECT = "validation.verification_code_incorrect";

export const verificationCodeIncorrect = (): Message => message(VERIFICATION_CODE_INCORRECT);

/**
 * E-mail verification and MFA codes are required (an invitation code too: validateInvitationCode). Their format is not checked here: the e-mail link
 * carries a long secret while typed codes are short, and the server is the judge. Spaces a person types between
 * groups of digits are removed.
 */
export const validateVerificationCode = (code: string | undefined): Validated<string, "code"> =>
  validated([["code", checkRequired(code, FieldLabels.verificationCode)]], () =>
    (code ?? "").replace(/\s+/g, ""),
  );

/** An invitation code is required (spec 01 §5), and the message names it: "Please, enter invitation code". */
export const validateInvitationCode = (code: string | undefined): Validated<string, "code"> =>
  validated([["code", checkRequired(code, FieldLabels.invitationCode)]], () =>
    (code ?? "").replace(/\s+/g, ""),
  );
