import { REDIRECT_QUERY_KEY, type Query } from "@waea/domain/routing";
import type { AuthData } from "@waea/domain/session";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useAppState, useLaterRuntime } from "../../app/app-context";
import { warmHomeAfterSignIn } from "../../shell/warm-home";
import type { Credentials } from "../../session/credentials";
import type { SignInNext } from "../../app/runtime";

export interface SignInFlow {
  readonly pending: boolean;
  /** Set when the auth reply asks for an MFA code first (AUTH-13). */
  readonly mfa: AuthData | undefined;
  readonly next: SignInNext;
  readonly submit: (credentials: Credentials) => Promise<void>;
  readonly cancelMfa: () => void;
}

/**
 * The sign-in of every method: the session action, then nothing else. Once the session is published the sign-in
 * route is no longer for this visitor and the shell follows the domain's redirect (the `redirect` query or home).
 */
export const useSignIn = (query: Query): SignInFlow => {
  const later = useLaterRuntime();
  const state = useAppState();
  // Once signed in, the customer's home loads ahead into the browser's cache (shell/warm-home.ts).
  useEffect(() => {
    if (state.fetchesAhead) warmHomeAfterSignIn(state);
  }, [state]);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [mfa, setMfa] = useState<AuthData | undefined>(undefined);
  const next: SignInNext = { redirect: query[REDIRECT_QUERY_KEY], navigate };
  return {
    pending,
    mfa,
    next,
    submit: async (credentials) => {
      setPending(true);
      const runtime = await later();
      const result = await runtime.session.signIn(credentials, next);
      setPending(false);
      if (result.status === "mfa") setMfa(result.auth);
    },
    cancelMfa: () => {
      setMfa(undefined);
      void later().then((runtime) => runtime.session.signOut());
    },
  };
};
