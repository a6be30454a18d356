import * as Effect from "effect/Effect";
import { NetworkError } from "@waea/domain/ports";
import { loadOnce } from "../../lazy-load/load-once";

/** A port whose every member is a call that may fail with a NetworkError (every API port: ApiError includes it). */
export type LazyService<S> = {
  readonly [K in keyof S]: S[K] extends (...args: infer _A) => Effect.Effect<infer _X, infer E, never>
    ? NetworkError extends E
      ? S[K]
      : never
    : never;
};

type Method = (...args: ReadonlyArray<unknown>) => Effect.Effect<unknown, unknown>;

/**
 * Members that load a smaller module of their own instead of the port's: a call the start makes (the session
 * restore's card list) need not bring every other call of its context. Each loads its part of the port.
 */
export type LazyParts<S> = { readonly [K in keyof S]?: () => Promise<Pick<S, K>> };

type Load = () => Promise<unknown>;

/** A module loaded once (loadOnce: one that cannot be fetched is tried again next time), as a call's effect. */
const loadOnceFor = (load: Load) => {
  const loaded = loadOnce(load);
  return (call: string): Effect.Effect<unknown, NetworkError> =>
    Effect.tryPromise({
      try: loaded,
      catch: (cause) =>
        new NetworkError({ call, message: cause instanceof Error ? cause.message : String(cause) }),
    });
};

/**
 * A port that loads its implementation on its first call: `load` imports the port's module (and with it its
 * context's contract calls, their schemas and rules), so a bundle's start carries none of them. Every member is a
 * call; one made before the module arrives waits for it, and a module that cannot be fetched fails that call with a
 * NetworkError (the next call tries again), as a request that could not be sent would. A member named in `parts`
 * always loads its own module instead (LazyParts), so the port's module loads only with a call of another member.
 */
export const lazyService = <S extends LazyService<S>>(
  context: string,
  load: () => Promise<S>,
  parts: LazyParts<S> = {},
): S => {
  const loaders = new Map<Load, ReturnType<typeof loadOnceFor>>();
  const loaderOf = (source: Load) => {
    const known = loaders.get(source);
    if (known !== undefined) return known;
    const loader = loadOnceFor(source);
    loaders.set(source, loader);
    return loader;
  };
  const methods = new Map<string, Method>();
  const member = (name: string): Method => {
    const known = methods.get(name);
    if (known !== undefined) return known;
    const own = parts as Readonly<Record<string, Load | undefined>>;
    const loaded = loaderOf((Object.hasOwn(own, name) ? own[name] : undefined) ?? load);
    const method: Method = (...args) =>
      Effect.flatMap(loaded(`${context}.${name}`), (service) => {
        const implemented = (service as Readonly<Record<string, Method | undefined>>)[name];
        return implemented === undefined
          ? Effect.dieMessage(`${context} has no ${name}`)
          : implemented(...args);
      });
    methods.set(name, method);
    return method;
  };
  // Only string members are calls: a symbol (an inspector's) or `then` (a promise check) is not one.
  return new Proxy(
    {},
    { get: (_target, name) => (typeof name === "string" && name !== "then" ? member(name) : undefined) },
  ) as S;
};
