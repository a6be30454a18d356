import { computed, signal, type ReadonlySignal, type Signal } from "@preact/signals-react";
import type { Customer, MobileProduct } from "@waea/domain/account";
import type { Language, Settings } from "@waea/domain/config";
import {
  accountFactsOf,
  anonymousVisitor,
  type AccountFactsInput,
  type VisitorState,
} from "@waea/domain/routing";
import type { AuthData } from "@waea/domain/session";
import type { AppRuntime } from "../app/runtime";
import type { SocialIdentity } from "../social/social-sign-in";
import { makeDialogStore, type DialogStore } from "../dialogs/dialog-store";

/** Booting until the silent login on start has answered (AUTH-09). */
export type SessionState =
  | { readonly status: "booting" }
  | { readonly status: "anonymous" }
  | { readonly status: "signed-in"; readonly auth: AuthData };

/** The chosen customer account and what the guards need to know about it, loaded through the API ports. */
export type AccountLoad =
  | { readonly status: "none" }
  | { readonly status: "loading"; readonly uuid: string }
  | {
      readonly status: "ready";
      readonly uuid: string;
      readonly customer: Customer;
      readonly product: MobileProduct | undefined;
      readonly facts: AccountFactsInput;
    }
  | { readonly status: "failed"; readonly uuid: string };

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
  /** Set once boot.ts has started the app; "failed" when it could not start. */
  readonly runtime: Signal<AppRuntime | "failed" | undefined>;
  /** Writers for the components: the signals' own `.value =` stays in the actions and these few functions. */
  readonly showNotice: (notice: Notice | undefined) => void;
  readonly hideHeader: () => void;
  readonly setPlatform: (platform: string) => void;
  readonly holdSocialIdentity: (identity: SocialIdentity | undefined) => void;
  readonly visitor: ReadonlySignal<VisitorState>;
  /** The session is known and the chosen account (if any) is loaded: guards may be evaluated. */
  readonly ready: ReadonlySignal<boolean>;
}

export const makeAppState = (settings: Settings): AppState => {
  const session = signal<SessionState>({ status: "booting" });
  const customerUuids = signal<ReadonlyArray<string>>([]);
  const account = signal<AccountLoad>({ status: "none" });
  const visitor = computed<VisitorState>(() => {
    const current = session.value;
    if (current.status !== "signed-in") return anonymousVisitor;
    const loaded = account.value;
    return {
      ...anonymousVisitor,
      signedIn: true,
      account: loaded.status === "ready" ? accountFactsOf(loaded.facts, settings) : undefined,
      severalAccounts: customerUuids.value.length > 1,
    };
  });
  const headerHidden = signal(false);
  const platform = signal<string | undefined>(undefined);
  const notice = signal<Notice | undefined>(undefined);
  const socialIdentity = signal<SocialIdentity | undefined>(undefined);
  return {
    settings,
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
    runtime: signal(undefined),
    visitor,
    ready: computed(() => session.value.status !== "booting" && account.value.status !== "loading"),
  };
};
