import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { Storage, StorageKeys } from "../../ports";
import { AuthData } from "../auth-data";

const decodeAuth = Schema.decodeUnknownEither(Schema.parseJson(AuthData));
const encodeAuth = Schema.encodeSync(Schema.parseJson(AuthData));

/**
 * The last stored text and what it decoded to: the HTTP client reads the stored auth on every request, and the
 * text changes only when a session starts, renews or ends. Same text, same (immutable) value.
 */
let lastDecoded: { readonly json: string; readonly auth: AuthData | undefined } | undefined;
const decodeStored = (json: string): AuthData | undefined => {
  if (lastDecoded?.json === json) return lastDecoded.auth;
  const auth = Either.getOrUndefined(decodeAuth(json));
  lastDecoded = { json, auth };
  return auth;
};

/** The stored auth data; data that does not decode counts as none (it is cleared at the next logout). */
export const readStoredAuth: Effect.Effect<AuthData | undefined, never, Storage> = Effect.flatMap(
  Storage,
  (storage) =>
    Effect.map(storage.get(StorageKeys.auth), (text) =>
      Option.match(text, { onNone: () => undefined, onSome: decodeStored }),
    ),
);

/** The stored refresh token of the silent login (AUTH-09), when there is one. */
export const readRefreshToken: Effect.Effect<string | undefined, never, Storage> = Effect.flatMap(
  Storage,
  (storage) =>
    Effect.map(storage.get(StorageKeys.refreshToken), (token) =>
      Option.getOrUndefined(Option.filter(token, (value) => value.trim() !== "")),
    ),
);

/**
 * Keeps an auth reply: the auth data under StorageKeys.auth and the refresh token apart under
 * StorageKeys.refreshToken, so the token the HTTP client sends and the one that renews the session are never
 * confused. A reply without a refresh token keeps the one stored before.
 */
export const storeAuth = (auth: AuthData): Effect.Effect<void, never, Storage> =>
  Effect.flatMap(Storage, (storage) => {
    const { RefreshToken, ...kept } = auth;
    return Effect.zipRight(
      storage.set(StorageKeys.auth, encodeAuth(kept)),
      RefreshToken === undefined || RefreshToken.trim() === ""
        ? Effect.void
        : storage.set(StorageKeys.refreshToken, RefreshToken),
    );
  });
