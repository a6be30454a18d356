/** The two calls that e-mail a verification code (spec 01 §7: email_verification/send and /resend). */
export type VerificationEmailCall = "send" | "resend";

/**
 * AUTH-13, PRO-09: which call e-mails the verification code. The first e-mail of a visit to the verify page is
 * sent; asking again, once one has gone, is a resend.
 */
export const verificationEmailCall = (sentBefore: boolean): VerificationEmailCall =>
  sentBefore ? "resend" : "send";
