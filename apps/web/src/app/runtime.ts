import type { Language } from "@waea/domain/config";
import type { ApiError } from "@waea/domain/ports";
import type { AuthData, OneTimeCodeReply } from "@waea/domain/session";
import type { Credentials } from "../session/credentials";
import type { SocialSignIn } from "../social/social-sign-in";
import type { Outcome } from "./outcome";
import type { Run } from "./run";
import type { Services } from "./services";

/** Where to go once signed in: a redirect query to honour, and the router's navigate. */
export interface SignInNext {
  readonly redirect: string | undefined;
  readonly navigate: (href: string, options?: { readonly replace?: boolean }) => void;
}

export type SignInResult =
  | { readonly status: "signed-in" }
  | { readonly status: "mfa"; readonly auth: AuthData }
  | { readonly status: "failed" };

export interface SessionActions {
  /** The silent login on start (AUTH-09). */
  readonly restore: () => Promise<void>;
  readonly signIn: (credentials: Credentials, next: SignInNext) => Promise<SignInResult>;
  /** AUTH-02: e-mails a one-time sign-in code. */
  readonly requestCode: (email: string) => Promise<Outcome<OneTimeCodeReply, ApiError>>;
  /** AUTH-13: the MFA code of a sign-in; the session is published once the operator accepts it. */
  readonly submitMfa: (auth: AuthData, code: string, next: SignInNext) => Promise<boolean>;
  /** Publishes a session signed in by a page's own use case (forgot password). */
  readonly completeSignIn: (auth: AuthData, next: SignInNext) => Promise<void>;
  readonly chooseAccount: (uuid: string) => Promise<void>;
  readonly reloadAccount: () => Promise<void>;
  /** Adds an account the user was invited to and chooses it. */
  readonly addAccount: (uuid: string) => Promise<void>;
  /** AUTH-10: clears everything the domain lists, then the visitor is anonymous. */
  readonly signOut: () => Promise<void>;
}

export interface LanguageActions {
  /** The language to start in: `?language=` (then remembered), else the stored preference, else English. */
  readonly restoreLanguage: (queryLanguage: string | undefined) => Promise<void>;
  /** Switches the language and remembers it as the user preference `lang` (APP-03, APP-08). */
  readonly setLanguage: (language: Language) => Promise<void>;
}

/**
 * What pages get once the app has started: a way to run effects, and the actions on the visitor state. Built by
 * boot.ts in a chunk of its own, so effect and the API layer stay out of the first download. Only types live here:
 * the state model refers to them without depending on the code that implements them.
 */
export interface AppRuntime {
  readonly services: Services;
  readonly run: Run;
  readonly session: SessionActions;
  readonly language: LanguageActions;
  readonly social: SocialSignIn;
  /** page_view with the location's tokens masked (APP-04). */
  readonly trackPageView: (location: string) => void;
}
