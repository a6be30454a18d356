import * as Cause from "effect/Cause";
import type * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import { errorText } from "../dialogs/error-text";
import type { DialogStore } from "../dialogs/dialog-store";
import type { AppServices, Services } from "./services";

export type Outcome<A> =
  { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown };

/**
 * Runs an effect of a page or an action. A failure is shown in the global error dialog (APP-09) unless the caller
 * handles it (`report: false`); an Unauthorized error (a 401 that ends the session, AUTH-08) also calls `onSessionEnd`.
 */
export const runWith =
  (services: Services, dialogs: DialogStore, onSessionEnd: () => Promise<void>) =>
  async <A, E>(
    effect: Effect.Effect<A, E, AppServices>,
    options: { readonly report?: boolean } = {},
  ): Promise<Outcome<A>> => {
    const exit = await services.run(effect);
    if (Exit.isSuccess(exit)) return { ok: true, value: exit.value };
    const error: unknown = Cause.squash(exit.cause);
    if (typeof error === "object" && error !== null && "_tag" in error && error._tag === "Unauthorized")
      await onSessionEnd();
    if (options.report !== false) void dialogs.showError(errorText(error));
    return { ok: false, error };
  };

export type Run = ReturnType<typeof runWith>;
