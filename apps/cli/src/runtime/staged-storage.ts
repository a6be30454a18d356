import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import type { StorageService } from "@waea/domain/ports";

export interface StagedStorage {
  /** Reads see the staged changes over the store; writes and removes are only staged. */
  readonly storage: StorageService;
  /** Applies the staged changes to the store, in the order they were made. */
  readonly commit: Effect.Effect<void>;
  /**
   * Applies the staged changes like commit, and gives the step that puts back what the store held before them: for a
   * step that must reach the real store to finish (an MFA code is sent with the new session's token) and may still
   * be refused.
   */
  readonly commitUndoable: Effect.Effect<Effect.Effect<void>>;
}

/**
 * A store whose changes reach `inner` only on commit: a step that may fail half-way (a sign-in, which logs out when
 * it is refused) changes the real store all at once on success, or not at all.
 */
export const stagedStorage = (inner: StorageService): StagedStorage => {
  const staged = new Map<string, Option.Option<string>>();
  return {
    storage: {
      get: (key) => {
        const change = staged.get(key);
        return change === undefined ? inner.get(key) : Effect.succeed(change);
      },
      set: (key, value) =>
        Effect.sync(() => {
          // Deleted first, so the commit applies it in the order of the last change.
          staged.delete(key);
          staged.set(key, Option.some(value));
        }),
      remove: (key) =>
        Effect.sync(() => {
          staged.delete(key);
          staged.set(key, Option.none());
        }),
      keys: () =>
        Effect.map(inner.keys(), (keys) => [
          ...keys.filter((key) => !staged.has(key)),
          ...[...staged].flatMap(([key, value]) => (Option.isSome(value) ? [key] : [])),
        ]),
    },
    commit: Effect.suspend(() => apply(takeChanges())),
    commitUndoable: Effect.gen(function* () {
      const changes = takeChanges();
      const before = yield* Effect.forEach(changes, ([key]) =>
        Effect.map(inner.get(key), (value) => [key, value] as const),
      );
      yield* apply(changes);
      return apply(before.reverse());
    }),
  };

  function takeChanges(): Array<readonly [string, Option.Option<string>]> {
    const changes = [...staged];
    staged.clear();
    return changes;
  }

  function apply(changes: ReadonlyArray<readonly [string, Option.Option<string>]>): Effect.Effect<void> {
    return Effect.forEach(
      changes,
      ([key, value]) =>
        Option.match(value, { onNone: () => inner.remove(key), onSome: (v) => inner.set(key, v) }),
      { discard: true },
    );
  }
};
