import { authRequest, type AuthRequest, type SignUpDetails } from "@waea/domain/session";
import type { SocialIdentity } from "../social/social-sign-in";

/**
 * How a visitor proves who they are. Pages hand these plain values to the session actions, which build the
 * operator's auth request (in the start chunk, with the schemas), so the sign-in pages stay light.
 */
export type Credentials =
  /** E-mail and password, or phone number / SIM ID and password (AUTH-01, 04). */
  | { readonly kind: "local"; readonly authId: string; readonly secret: string }
  /** E-mail and the one-time code sent to it (AUTH-02): a wrong one is "the verification code is incorrect". */
  | { readonly kind: "code"; readonly authId: string; readonly secret: string }
  /** New account by e-mail and password (AUTH-05). */
  | {
      readonly kind: "sign-up";
      readonly email: string;
      readonly password: string;
      readonly details: SignUpDetails;
    }
  /** A provider's identity (AUTH-03), with sign-up details when it creates the account (AUTH-06). */
  | { readonly kind: "identity"; readonly identity: SocialIdentity; readonly details?: SignUpDetails };

export const toAuthRequest = (credentials: Credentials): AuthRequest => {
  switch (credentials.kind) {
    case "local":
    case "code":
      return authRequest({ provider: "LOCAL", authId: credentials.authId, code: credentials.secret });
    case "sign-up":
      return authRequest({
        provider: "LOCAL",
        authId: credentials.email,
        code: credentials.password,
        signUp: credentials.details,
      });
    case "identity":
      return authRequest({
        provider: credentials.identity.provider,
        authId: credentials.identity.authId,
        code: credentials.identity.token,
        ...(credentials.details === undefined ? {} : { signUp: credentials.details }),
      });
  }
};
