import type { IdentityProvider } from "../session/auth-data";
import { isSocialProvider } from "../session/social-provider";

export const SUSPENDED = "Suspended";

export const isSuspended = (customer: { readonly AccountState?: string | undefined } | undefined): boolean =>
  customer?.AccountState === SUSPENDED;

/** Phone-only sign-ups get a placeholder e-mail at this domain; they count as verified. */
export const NULL_EMAIL_DOMAIN = "@null.waea.nz";

export interface EmailVerificationFacts {
  readonly accountSaysVerified: boolean | undefined;
  readonly email: string | undefined;
  readonly environmentSaysVerified: boolean;
  readonly provider: IdentityProvider | undefined;
}

/**
 * E-mail counts as verified if the account says so, or the e-mail ends with the null placeholder domain, or an
 * environment flag says so, or the user signed in through a social provider (spec 01 §4).
 */
export const isEmailVerified = (facts: EmailVerificationFacts): boolean =>
  facts.accountSaysVerified === true ||
  (facts.email ?? "").toLowerCase().endsWith(NULL_EMAIL_DOMAIN) ||
  facts.environmentSaysVerified ||
  isSocialProvider(facts.provider);
