import type * as Effect from "effect/Effect";
import { useEffect, useEffectEvent, useState } from "react";
import { useRuntime } from "../app/app-context";
import type { Outcome } from "../app/outcome";
import type { AppServices } from "../app/services";
import type { WebError } from "../dialogs/error-text";

/**
 * Data a page shows, as it stands: loading, ready, failed with the load's own error (for the page to show, by its
 * `_tag` or through errorText), or crashed (a defect, already shown in the global error dialog).
 */
export type Loaded<A, E> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly value: A }
  | { readonly status: "failed"; readonly error: E }
  | { readonly status: "crashed" };

export interface Load<A, E> {
  readonly state: Loaded<A, E>;
  /** Loads again (after a change made elsewhere). */
  readonly reload: () => void;
  /** Shows a value a change already returned (a use case answering with the new list), without asking again. */
  readonly replace: (value: A) => void;
  /**
   * While a new key loads (a list's next page): the value the page showed last, so it can keep those rows on screen
   * (busy) instead of a skeleton of another size; undefined on the first load and once the new one arrived.
   */
  readonly previous?: A | undefined;
}

const loadedOf = <A, E>(outcome: Outcome<A, E>): Loaded<A, E> =>
  outcome.ok
    ? { status: "ready", value: outcome.value }
    : outcome.defect
      ? { status: "crashed" }
      : { status: "failed", error: outcome.error };

/**
 * Data a page shows, read through the app's runtime when the page opens and whenever `key` changes. A failure is
 * the page's to show (it is not reported in the error dialog), so a list can say "could not load" where it stands.
 * A read the page's first load finds already started (`started`) is taken instead of a new one; a reload reads anew.
 */
export const useLoad = <A, E extends WebError>(
  load: () => Effect.Effect<A, E, AppServices>,
  key: string,
  /** The first load's outcome when the read already started before the page rendered (undefined: read now). */
  started?: () => Promise<Outcome<A, E>> | undefined,
): Load<A, E> => {
  const runtime = useRuntime();
  const [version, setVersion] = useState(0);
  const [held, setHeld] = useState<{ readonly at: string; readonly state: Loaded<A, E> } | undefined>(
    undefined,
  );
  const at = `${key}#${version}`;
  // The last value shown, of whichever key: what a list keeps on screen while its next page loads.
  const [shown, setShown] = useState<A | undefined>(undefined);
  const current = held?.at === at ? held.state : undefined;
  if (current?.status === "ready" && current.value !== shown) setShown(current.value);
  const fetch = useEffectEvent(
    () => (version === 0 ? started?.() : undefined) ?? runtime.run(load(), { report: false }),
  );
  useEffect(() => {
    let live = true;
    void fetch().then((outcome) => {
      if (live) setHeld({ at, state: loadedOf(outcome) });
    });
    return () => {
      live = false;
    };
  }, [at]);
  return {
    state: current ?? { status: "loading" },
    previous: current === undefined ? shown : undefined,
    reload: () => setVersion((n) => n + 1),
    replace: (value) => setHeld({ at, state: { status: "ready", value } }),
  };
};
