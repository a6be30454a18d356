import type * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { NetworkError } from "@waea/domain/ports";

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
 * A port that loads its implementation on its first call: `load` imports the port's module (and with it its
 * context's contract calls, their schemas and rules), so a bundle's start carries none of them. Every member is a
 * call; one made before the module arrives waits for it, and a module that cannot be fetched fails that call with a
 * NetworkError (the next call tries again), as a request that could not be sent would.
 */
export const lazyService = <S extends LazyService<S>>(context: string, load: () => Promise<S>): S => {
  let loading: Promise<S> | undefined;
  const loaded = (call: string): Effect.Effect<S, NetworkError> =>
    Effect.tryPromise({
      try: () =>
        (loading ??= load().catch((cause: unknown) => {
          loading = undefined;
          throw cause;
        })),
      catch: (cause) =>
        new NetworkError({ call, message: cause instanceof Error ? cause.message : String(cause) }),
    });
  const methods = new Map<string, Method>();
  const member = (name: string): Method => {
    const known = methods.get(name);
    if (known !== undefined) return known;
    const method: Method = (...args) =>
      Effect.flatMap(loaded(`${context}.${name}`), (service) => {
        const implemented = (service as unknown as Readonly<Record<string, Method | undefined>>)[name];
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

/** A port's layer whose implementation loads on its first call (lazyService). */
export const lazyPort = <I, S extends LazyService<S>>(
  tag: Context.Tag<I, S>,
  context: string,
  load: () => Promise<S>,
): Layer.Layer<I> => Layer.succeed(tag, lazyService(context, load));
