import { batch } from "@preact/signals-react";
import { loadAccount, type LoadedAccount } from "@waea/domain/checks";
import { StorageKeys, Storage } from "@waea/domain/ports";
import { isAwaitingActivation } from "@waea/domain/onboarding";
import { REDIRECT_QUERY_KEY, safeRedirectTarget, staticHref } from "@waea/domain/routing";
import {
  emailOneTimeCode,
  logout,
  requiresMfa,
  openAccounts,
  openAccountsReading,
  rememberCurrentProduct,
  restoreSession,
  signInWithSecret,
  submitMfaCode,
  type AuthData,
  type IdentityProvider,
  type SessionStart,
} from "@waea/domain/session";
import * as Effect from "effect/Effect";
import type { Run } from "../app/run";
import type { SessionActions, SignInNext } from "../app/runtime";
import type { AppState } from "../state/app-state";
import { toAuthRequest } from "./credentials";

/** An account as loaded by the domain, with its current product remembered on this device (APP-05). */
const rememberingProduct = <E, R>(load: Effect.Effect<LoadedAccount, E, R>) =>
  Effect.tap(load, (loaded) => rememberCurrentProduct(loaded.product));

/** The chosen account, loaded by the domain, and its current product remembered. */
const loadChosen = (uuid: string, provider: IdentityProvider | undefined) =>
  rememberingProduct(loadAccount(uuid, provider));

/** The accounts a session opens; a restored one reads its remembered account beside them (openAccountsReading). */
const opening = (auth: AuthData, start: SessionStart) =>
  start === "restored"
    ? openAccountsReading(auth, start, (uuid) => loadAccount(uuid, auth.IdentityProvider))
    : Effect.map(openAccounts(auth, start), (opened) => ({ opened, reading: undefined }));

export const makeSessionActions = (state: AppState, run: Run, endSession: () => void): SessionActions => {
  const providerOf = (): AuthData["IdentityProvider"] => {
    const session = state.session.value;
    return session.status === "signed-in" ? session.auth.IdentityProvider : undefined;
  };

  /**
   * Loads the account; `onLoaded` runs in the same batch, so a navigation it makes is seen with the account. An
   * account already read (`read`, by openAccountsReading) is not read again: its current product is remembered.
   */
  const chooseAccount = async (
    uuid: string,
    onLoaded: (loaded: LoadedAccount) => void = () => undefined,
    read?: LoadedAccount,
  ): Promise<void> => {
    state.account.value = { status: "loading", uuid };
    await run(Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.currentCustomer, uuid)));
    const loaded = await run(
      read === undefined ? loadChosen(uuid, providerOf()) : rememberingProduct(Effect.succeed(read)),
    );
    if (state.account.value.status !== "loading" || state.account.value.uuid !== uuid) return;
    batch(() => {
      state.account.value = loaded.ok
        ? { status: "ready", uuid, ...loaded.value }
        : { status: "failed", uuid };
      if (loaded.ok) onLoaded(loaded.value);
    });
  };

  /** Signed in without a page to return to: a SIM waiting for activation goes to onboarding (ONB-09). */
  const landing =
    (next: SignInNext | undefined) =>
    (loaded: LoadedAccount): void => {
      if (next === undefined || safeRedirectTarget(next.redirect) !== undefined) return;
      if (isAwaitingActivation(loaded.product)) next.navigate(staticHref("onboarding"), { replace: true });
    };

  /** Publishes the session in one batch with the navigation it needs, so no guard sees half of it. */
  const commit = async (
    auth: AuthData,
    next: SignInNext | undefined,
    start: SessionStart = "signed-in",
  ): Promise<boolean> => {
    const opened = await run(opening(auth, start));
    if (!opened.ok) {
      await run(logout, { report: false });
      return false;
    }
    const { accounts, chosen } = opened.value.opened;
    const { reading } = opened.value;
    batch(() => {
      state.session.value = { status: "signed-in", auth };
      state.socialIdentity.value = undefined;
      state.customerUuids.value = accounts;
      state.account.value = chosen === undefined ? { status: "none" } : { status: "loading", uuid: chosen };
      // Several accounts and none chosen yet: choose one now (AUTH-11), then continue to the page asked for.
      if (chosen === undefined && next !== undefined && accounts.length > 1) {
        const redirect = safeRedirectTarget(next.redirect);
        next.navigate(
          staticHref("select-account", redirect === undefined ? {} : { [REDIRECT_QUERY_KEY]: redirect }),
          {
            replace: true,
          },
        );
      }
    });
    if (chosen !== undefined)
      await chooseAccount(chosen, landing(next), reading?._tag === "Right" ? reading.right : undefined);
    return true;
  };

  return {
    restore: async () => {
      const restored = await run(restoreSession, { report: false });
      const auth = restored.ok ? restored.value : undefined;
      if (auth === undefined || !(await commit(auth, undefined, "restored")))
        state.session.value = { status: "anonymous" };
    },
    signIn: async (credentials, next) => {
      const secret = credentials.kind === "code" ? "code" : "password";
      const result = await run(signInWithSecret(toAuthRequest(credentials), secret));
      if (!result.ok) return { status: "failed" };
      if (requiresMfa(result.value)) return { status: "mfa", auth: result.value };
      return (await commit(result.value, next)) ? { status: "signed-in" } : { status: "failed" };
    },
    requestCode: (email) => run(emailOneTimeCode(email)),
    submitMfa: async (auth, code, next) => {
      const reply = await run(submitMfaCode(auth, code));
      if (reply.ok && !(await commit(auth, next))) state.session.value = { status: "anonymous" };
      return reply.ok;
    },
    completeSignIn: async (auth, next) => {
      if (!(await commit(auth, next))) state.session.value = { status: "anonymous" };
    },
    chooseAccount: (uuid) => chooseAccount(uuid),
    // A loaded account is refreshed in place: the page showing it stays (no loader between), the new facts follow.
    reloadAccount: async () => {
      const current = state.account.value;
      if (current.status !== "ready") {
        if (current.status !== "none") await chooseAccount(current.uuid);
        return;
      }
      const loaded = await run(loadChosen(current.uuid, providerOf()));
      if (loaded.ok && state.account.value === current)
        state.account.value = { status: "ready", uuid: current.uuid, ...loaded.value };
    },
    addAccount: async (uuid) => {
      if (!state.customerUuids.value.includes(uuid))
        state.customerUuids.value = [...state.customerUuids.value, uuid];
      await chooseAccount(uuid);
    },
    signOut: async () => {
      await run(logout, { report: false });
      endSession();
    },
  };
};

/** The visitor is anonymous again: signals back to their start (the storage was cleared by the domain's logout). */
export const resetSession = (state: AppState): void =>
  batch(() => {
    state.session.value = { status: "anonymous" };
    state.customerUuids.value = [];
    state.account.value = { status: "none" };
  });
