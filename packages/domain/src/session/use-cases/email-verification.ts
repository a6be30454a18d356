import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AuthApi, type EmailVerificationReply } from "../auth-api";
import { verificationEmailCall } from "../email-verification";

/**
 * AUTH-13, PRO-09: e-mails the customer a verification code, by the call the domain's rule picks (send the first
 * time, resend once one has been sent).
 */
export const sendVerificationEmail = (
  customerUuid: string,
  sentBefore: boolean,
): Effect.Effect<EmailVerificationReply, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) =>
    verificationEmailCall(sentBefore) === "resend"
      ? api.resendEmailVerification(customerUuid)
      : api.sendEmailVerification(customerUuid),
  );

/** AUTH-13: confirms the customer's e-mail with the code of the verification e-mail (typed in, or from its link). */
export const confirmEmail = (
  customerUuid: string,
  secret: string,
): Effect.Effect<EmailVerificationReply, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) =>
    api.confirmEmailVerification({ CustomerUUID: customerUuid, Secret: secret }),
  );
