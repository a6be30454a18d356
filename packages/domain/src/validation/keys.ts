import { AutoTopUpKeys } from "./auto-top-up";
import { EmailChangeKeys } from "./email-change";
import { FieldLabels } from "./field-labels";
import { GenericKeys } from "./generic";
import { GuestKeys } from "./guest";
import { PasswordKeys } from "./password";
import { PasswordChangeKeys } from "./password-change";
import { SignUpKeys } from "./sign-up";
import { TopUpKeys } from "./top-up";
import { VERIFICATION_CODE_INCORRECT } from "./verification-code";
import { VoucherKeys } from "./voucher";

/** Every message key of the validation namespace: the i18n resources must hold each, in every language. */
export const ValidationMessageKeys: ReadonlyArray<string> = [
  ...Object.values(GenericKeys),
  ...Object.values(FieldLabels),
  ...Object.values(PasswordKeys),
  ...Object.values(PasswordChangeKeys),
  ...Object.values(EmailChangeKeys),
  VERIFICATION_CODE_INCORRECT,
  ...Object.values(SignUpKeys),
  ...Object.values(VoucherKeys),
  ...Object.values(TopUpKeys),
  ...Object.values(AutoTopUpKeys),
  ...Object.values(GuestKeys),
];
