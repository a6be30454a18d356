/**
 * A module (or anything async) loaded once, for calls made together too; a load that fails is forgotten, so the next
 * call tries again instead of failing for good (a chunk that could not be fetched on a flaky connection). The lazy
 * ports (http/ports/lazy-port.ts) and the lazy card provider (payments/lazy-payments.ts) load through it.
 */
export const loadOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = undefined;
      throw cause;
    }));
};
