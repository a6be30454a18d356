export {
  AUTO_TOP_UP_MAX_CENTS,
  AUTO_TOP_UP_MAX_DAYS,
  AUTO_TOP_UP_MIN_CENTS,
  AUTO_TOP_UP_MIN_DAYS,
  AutoTopUpKeys,
  DEFAULT_AUTO_TOP_UP_TYPE,
  validateAutoTopUp,
} from "./auto-top-up";
export type { AutoTopUp, AutoTopUpInput } from "./auto-top-up";
export { DEFAULT_COUNTRY, DeliveryAddressFields, validateDeliveryAddress } from "./delivery-address";
export type { DeliveryAddress, DeliveryAddressField, DeliveryAddressInput } from "./delivery-address";
export { emailProblem, isEmailFormat, sameEmail, validateEmail } from "./email";
export { EmailChangeKeys, validateEmailChange } from "./email-change";
export type { EmailChangeField, EmailChangeInput } from "./email-change";
export { FieldLabels, type FieldLabel } from "./field-labels";
export {
  GenericKeys,
  MaxLengths,
  characterCount,
  checkFormat,
  checkMaxLength,
  checkRequired,
  cleanText,
  formatInvalidMessage,
  hasText,
  requiredMessage,
  tooLongMessage,
} from "./generic";
export { GuestKeys, checkGuestValidateReply, guestValidationFailure } from "./guest";
export type { GuestLookup, GuestValidateReplyLike } from "./guest";
export { ValidationMessageKeys } from "./keys";
export { fieldErrors, message, messageKeys, validated } from "./messages";
export type { Check, FieldErrors, Message, MessageParams, Validated } from "./messages";
export {
  isNzMobileNumber,
  mobileNumberText,
  parseNzMobileNumber,
  validateMobileNumber,
} from "./mobile-number";
export { personNameProblem } from "./person-name";
export type { NzMobileNumber } from "./mobile-number";
export {
  PASSWORD_MIN_LENGTH,
  PasswordKeys,
  isStrongPassword,
  passwordProblems,
  validatePassword,
} from "./password";
export { PasswordChangeKeys, validatePasswordChange } from "./password-change";
export type { PasswordChange, PasswordChangeField, PasswordChangeInput } from "./password-change";
export { validatePortingTransfer } from "./porting-transfer";
export type { PortingTransferField, PortingTransferInput, TransferFrom } from "./porting-transfer";
export { validateSignInIdentifier, type SignInIdentifier } from "./sign-in-identifier";
export { SignUpKeys, optInValue, validateSignUp } from "./sign-up";
export type { OptIn, SignUp, SignUpField, SignUpInput } from "./sign-up";
export { SIM_ID_PATTERN, isSimId, parseSimId, validateSimId } from "./sim-id";
export {
  MAX_TOP_UP_CENTS,
  MIN_TOP_UP_CENTS,
  TopUpKeys,
  validateTopUpAmount,
  validateTopUpCents,
} from "./top-up";
export {
  VERIFICATION_CODE_INCORRECT,
  validateInvitationCode,
  validateVerificationCode,
  verificationCodeIncorrect,
} from "./verification-code";
export { VOUCHER_LENGTH, VoucherKeys, isVoucherCode, validateVoucherCode } from "./voucher";
export { validateNewPassword } from "./new-password";
export type { NewPasswordField, NewPasswordInput } from "./new-password";
