import * as Cause from "effect/Cause";
import type * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Option from "effect/Option";
import { DEFECT_TEXT, errorText, type WebError } from "../dialogs/error-text";
import type { DialogStore } from "../dialogs/dialog-store";
import type { Outcome } from "./outcome";
import type { AppServices, Services } from "./services";

export type { Outcome } from "./outcome";

export interface RunOptions {
  /** Show an expected failure in the global error dialog (the default); false when the page shows it itself. */
  readonly report?: boolean;
}

/**
 * Runs an effect of a page or an action, keeping its error type to the page. An expected failure (the effect's own
 * `E`, from Cause.failureOption) is the outcome's `error`, and shown in the global error dialog (APP-09) unless the
 * caller shows it (`report: false`); an Unauthorized error (a 401 that ends the session, AUTH-08) also ends the
 * session. A defect (a die or an interruption) is never a typed error: it is shown in the error dialog here, always,
 * and the outcome only says so.
 */
export const runWith =
  (services: Services, dialogs: DialogStore, onSessionEnd: () => Promise<void>) =>
  async <A, E extends WebError>(
    effect: Effect.Effect<A, E, AppServices>,
    options: RunOptions = {},
  ): Promise<Outcome<A, E>> => {
    const exit = await services.run(effect);
    if (Exit.isSuccess(exit)) return { ok: true, value: exit.value };
    const failure = Cause.failureOption(exit.cause);
    if (Option.isNone(failure)) {
      console.error("waea: an effect died or was interrupted", Cause.pretty(exit.cause));
      void dialogs.showError(DEFECT_TEXT);
      return { ok: false, defect: true };
    }
    const error = failure.value;
    if (error._tag === "Unauthorized") await onSessionEnd();
    if (options.report !== false) void dialogs.showError(errorText(error));
    return { ok: false, defect: false, error };
  };

export type Run = ReturnType<typeof runWith>;
