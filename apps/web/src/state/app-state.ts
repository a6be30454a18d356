import { computed, signal, type ReadonlySignal, type Signal } from "@preact/signals-react";
import type { LoadedAccount } from "@waea/domain/checks";
import type { Language, Settings } from "@waea/domain/config";
import { accountFactsOf, anonymousVisitor, type VisitorState } from "@waea/domain/routing";
import type { AuthData } from "@waea/domain/session";
import type { AppRuntime } from "../app/runtime";
import type { SocialIdentity } from "../social/social-sign-in";
import { noPopupReservation, type PopupReservation } from "../social/popup-reservation";
import { makeDialogStore, type DialogStore } from "../dialogs/dialog-store";
import { makeToastStore, type ToastStore } from "../components/toast/toast-store";

/** Booting until the silent login on start has answered (AUTH-09). */
export type SessionState =
  | { readonly status: "booting" }
  | { readonly status: "anonymous" }
  | { readonly status: "signed-in"; readonly auth: AuthData };

/** The chosen customer account and what the guards need to know about it, loaded through the API ports. */
export type AccountLoad =
  | { readonly status: "none" }
  | { readonly status: "loading"; readonly uuid: string }
  | ({ readonly status: "ready"; readonly uuid: string } & LoadedAccount)
  | { readonly status: "failed"; readonly uuid: string };

/** Facts of this browser the guards read besides the session (VisitorState), loaded through the ports at start. */
export interface DeviceFacts {
  /** A purchase summary is stored (thanks pages). */
  readonly hasCompletedPurchase: boolean;
  /** The plans password was entered on this device. */
  readonly plansUnlocked: boolean;
  /** The visitor is in the mobile onboarding flow. */
  readonly inMobileOnboarding: boolean;
}

/** A SIM found by the activation link or the mobile onboarding, waiting to be finalised by its customer. */
export interface OnboardingHandoff {
  readonly customerUUID: string;
  readonly productUUID: string;
  /** Resumes the adoption later (v3/adoption_token_resume/{id}). */
  readonly resumeToken: string | undefined;
}

/** A notice a redirect leaves for the page it lands on ("Please sign in to continue."). */
export interface Notice {
  readonly messageKey: string;
  /** The location the notice belongs to; it is not shown anywhere else. */
  readonly href: string;
}

/**
 * The visitor state model of the web app as signals. Components read it, actions (src/session) write it; every
 * decision about it is the domain's: the guard facts come from accountFactsOf, the route from evaluateRoute.
 */
export interface AppState {
  readonly settings: Settings;
  readonly session: Signal<SessionState>;
  /** The customer accounts of the signed-in user (customer_uuids). */
  readonly customerUuids: Signal<ReadonlyArray<string>>;
  readonly account: Signal<AccountLoad>;
  readonly language: Signal<Language>;
  /** `?header=hide` (APP-03): kept for the rest of the visit, as an app embedding the portal asks once. */
  readonly headerHidden: Signal<boolean>;
  /** `?platform=` (APP-03), e.g. "ios" inside the operator's app. */
  readonly platform: Signal<string | undefined>;
  readonly notice: Signal<Notice | undefined>;
  /** An identity a provider returned on the sign-up page, waiting on identity-link for terms and names (AUTH-06). */
  readonly socialIdentity: Signal<SocialIdentity | undefined>;
  readonly dialogs: DialogStore;
  /** Success messages that go by themselves (the kit's Toast): `toasts.show({ key: "web:password_changed" })`. */
  readonly toasts: ToastStore;
  /** Set once boot.ts has started the app; "failed" when it could not start. */
  readonly runtime: Signal<AppRuntime | "failed" | undefined>;
  /**
   * The started app, for a page that renders before the runtime has loaded (it loads after the first page is
   * shown): await it in an event handler. It never settles when the start failed; the shell then says so.
   */
  readonly whenStarted: () => Promise<AppRuntime>;
  /** Something asked for the runtime (whenStarted): a deferred start begins at once. */
  readonly runtimeWanted: ReadonlySignal<boolean>;
  /** Publishes the started runtime (start.ts), or that the start failed. */
  readonly publishRuntime: (runtime: AppRuntime | "failed") => void;
  readonly facts: Signal<DeviceFacts>;
  readonly setFacts: (change: Partial<DeviceFacts>) => void;
  /** Nothing is stored that needs the runtime to read (no session, no preference): the visitor is anonymous now. */
  readonly startAnonymous: () => void;
  /** Set once a routed page (not a loader) has rendered; the runtime loads after it. */
  readonly pageShown: Signal<boolean>;
  readonly markPageShown: () => void;
  readonly handoff: Signal<OnboardingHandoff | undefined>;
  readonly handOff: (handoff: OnboardingHandoff | undefined) => void;
  /** Writers for the components: the signals' own `.value =` stays in the actions and these few functions. */
  readonly showNotice: (notice: Notice | undefined) => void;
  readonly hideHeader: () => void;
  readonly setPlatform: (platform: string) => void;
  readonly holdSocialIdentity: (identity: SocialIdentity | undefined) => void;
  readonly visitor: ReadonlySignal<VisitorState>;
  /** The session is known and the chosen account (if any) is loaded: guards may be evaluated. */
  readonly ready: ReadonlySignal<boolean>;
  /** Opens a social sign-in's popup window in the button press, before its code has loaded (AUTH-03). */
  readonly reserveSocialPopup: PopupReservation;
  /**
   * The page may fetch the build's files ahead into the browser's cache (shell/warm-home.ts): the portal as served;
   * not a page rendered in a test, which has no server to fetch from.
   */
  readonly fetchesAhead: boolean;
}

export const makeAppState = (
  settings: Settings,
  reserveSocialPopup: PopupReservation = noPopupReservation,
  fetchesAhead = false,
): AppState => {
  const session = signal<SessionState>({ status: "booting" });
  const customerUuids = signal<ReadonlyArray<string>>([]);
  const account = signal<AccountLoad>({ status: "none" });
  const facts = signal<DeviceFacts>({
    hasCompletedPurchase: false,
    plansUnlocked: false,
    inMobileOnboarding: false,
  });
  const visitor = computed<VisitorState>(() => {
    const current = session.value;
    const device = { ...anonymousVisitor, ...facts.value };
    if (current.status !== "signed-in") return device;
    const loaded = account.value;
    return {
      ...device,
      signedIn: true,
      account: loaded.status === "ready" ? accountFactsOf(loaded.facts, settings) : undefined,
      severalAccounts: customerUuids.value.length > 1,
    };
  });
  const headerHidden = signal(false);
  const platform = signal<string | undefined>(undefined);
  const notice = signal<Notice | undefined>(undefined);
  const socialIdentity = signal<SocialIdentity | undefined>(undefined);
  const runtime = signal<AppRuntime | "failed" | undefined>(undefined);
  let resolveStarted: (runtime: AppRuntime) => void = () => undefined;
  const started = new Promise<AppRuntime>((resolve) => {
    resolveStarted = resolve;
  });
  const pageShown = signal(false);
  const runtimeWanted = signal(false);
  const handoff = signal<OnboardingHandoff | undefined>(undefined);
  return {
    settings,
    reserveSocialPopup,
    fetchesAhead,
    session,
    customerUuids,
    account,
    language: signal(settings.defaultLanguage),
    headerHidden,
    platform,
    notice,
    socialIdentity,
    showNotice: (next) => {
      notice.value = next;
    },
    hideHeader: () => {
      headerHidden.value = true;
    },
    setPlatform: (next) => {
      platform.value = next;
    },
    holdSocialIdentity: (identity) => {
      socialIdentity.value = identity;
    },
    dialogs: makeDialogStore(),
    toasts: makeToastStore(),
    runtime,
    whenStarted: () => {
      runtimeWanted.value = true;
      return started;
    },
    runtimeWanted,
    publishRuntime: (next) => {
      runtime.value = next;
      if (next !== "failed") resolveStarted(next);
    },
    facts,
    setFacts: (change) => {
      facts.value = { ...facts.value, ...change };
    },
    startAnonymous: () => {
      if (session.value.status === "booting") session.value = { status: "anonymous" };
    },
    pageShown,
    markPageShown: () => {
      pageShown.value = true;
    },
    handoff,
    handOff: (next) => {
      handoff.value = next;
    },
    visitor,
    ready: computed(() => session.value.status !== "booting" && account.value.status !== "loading"),
  };
};
