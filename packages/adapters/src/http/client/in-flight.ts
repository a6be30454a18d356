interface Load<A> {
  readonly promise: Promise<A>;
  readonly controller: AbortController;
  waiters: number;
}

/**
 * Duplicate concurrent loads merged into one request (spec 01 §8). Each caller comes with its own signal (aborted
 * when its effect is interrupted); the shared request is aborted only when every caller waiting for it has gone,
 * and a request that was given up is forgotten at once, so a later caller starts a fresh one.
 */
export const makeInFlight = <A>() => {
  const loads = new Map<string, Load<A>>();
  const forget = (key: string, load: Load<A>): void => {
    if (loads.get(key) === load) loads.delete(key);
  };

  const start = (key: string, run: (signal: AbortSignal) => Promise<A>): Load<A> => {
    const controller = new AbortController();
    const load: Load<A> = { promise: run(controller.signal), controller, waiters: 0 };
    void load.promise.finally(() => forget(key, load));
    loads.set(key, load);
    return load;
  };

  /** The load of `key`, started with `run` unless one is under way; `signal` says when this caller gives up. */
  const join = (key: string, signal: AbortSignal, run: (signal: AbortSignal) => Promise<A>): Promise<A> => {
    const load = loads.get(key) ?? start(key, run);
    load.waiters += 1;
    const leave = (): void => {
      load.waiters -= 1;
      if (load.waiters > 0) return;
      forget(key, load);
      load.controller.abort(signal.reason);
    };
    if (signal.aborted) leave();
    else signal.addEventListener("abort", leave, { once: true });
    return load.promise.finally(() => signal.removeEventListener("abort", leave));
  };

  return { join, size: (): number => loads.size };
};
