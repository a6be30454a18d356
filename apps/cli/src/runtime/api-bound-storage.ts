import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { StorageKeys, type StorageService } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";

/**
 * The operator API the stored session was made for, kept in the session file beside it. Read through the bound
 * store it answers `""` for a session that names none (a file written before sessions were bound).
 */
export const SESSION_API_KEY = "waea.cli.session-api";

/** An API URL as a session is bound to it: scheme, host, port and path, without a trailing slash. */
export const sessionApi = (apiUrl: string): string => {
  const url = new URL(apiUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
};

/** The session's keys (tokens, choices): they belong to the API the session was made for. */
const BOUND: ReadonlySet<string> = new Set(LOGOUT_CLEARS);

/**
 * The session store of a run against `apiUrl` (without WAEA_TOKEN): the stored session is this run's only when it
 * was made for this API. Otherwise (another API, or none named) its tokens and choices read as absent, so neither
 * the bearer token nor the refresh token is ever sent to another host, and whatever this run does to them (a 401 or
 * a failed renewal there logs out) stays in memory: the stored session is left as it was. A sign-in here (the auth
 * data written) replaces it: the other API's session keys are removed, this API is recorded, and the run's keys
 * written. Ending the session here (the auth data removed) forgets the API with it.
 */
export const apiBoundStorage = (inner: StorageService, apiUrl: string): StorageService => {
  const here = sessionApi(apiUrl);
  /** Decided on first use; true once a sign-in here replaced another API's session. */
  let own: boolean | undefined;
  /** The session keys of this run while the stored session is another API's. */
  const local = new Map<string, string>();
  const isOwn = Effect.suspend(() =>
    own !== undefined
      ? Effect.succeed(own)
      : Effect.map(inner.get(SESSION_API_KEY), (stored) => (own = Option.getOrUndefined(stored) === here)),
  );
  const adopt = (key: string, value: string) =>
    Effect.gen(function* () {
      for (const name of BOUND) yield* inner.remove(name);
      yield* inner.set(SESSION_API_KEY, here);
      for (const [name, kept] of local) yield* inner.set(name, kept);
      yield* inner.set(key, value);
      local.clear();
      own = true;
    });
  return {
    get: (key) => {
      if (key === SESSION_API_KEY)
        return Effect.flatMap(inner.get(key), (stored) =>
          Option.isSome(stored)
            ? Effect.succeed(stored)
            : Effect.map(inner.get(StorageKeys.auth), (auth) => Option.map(auth, () => "")),
        );
      if (!BOUND.has(key)) return inner.get(key);
      return Effect.flatMap(isOwn, (mine) =>
        mine ? inner.get(key) : Effect.succeed(Option.fromNullable(local.get(key))),
      );
    },
    set: (key, value) => {
      if (!BOUND.has(key)) return inner.set(key, value);
      return Effect.flatMap(isOwn, (mine) => {
        if (mine) return inner.set(key, value);
        if (key === StorageKeys.auth) return adopt(key, value);
        return Effect.sync(() => void local.set(key, value));
      });
    },
    remove: (key) => {
      if (!BOUND.has(key)) return inner.remove(key);
      return Effect.flatMap(isOwn, (mine) => {
        if (!mine) return Effect.sync(() => void local.delete(key));
        return key === StorageKeys.auth
          ? Effect.zipRight(inner.remove(key), inner.remove(SESSION_API_KEY))
          : inner.remove(key);
      });
    },
    keys: () =>
      Effect.flatMap(isOwn, (mine) =>
        Effect.map(inner.keys(), (keys) =>
          mine ? keys : [...keys.filter((key) => !BOUND.has(key)), ...local.keys()],
        ),
      ),
  };
};
