import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import * as Schema from "effect/Schema";
import { SPID } from "@waea/domain/config";
import { StorageKeys, type StorageService } from "@waea/domain/ports";
import { AuthData, LOGOUT_CLEARS } from "@waea/domain/session";

/** The expiry given to a WAEA_TOKEN whose own expiry cannot be read: it is sent until the operator refuses it. */
export const ENV_TOKEN_NO_EXPIRY = "9999-12-31T23:59:59.000Z";

const Claims = Schema.Struct({
  sub: Schema.optional(Schema.String),
  exp: Schema.optional(Schema.Number),
});
const decodeClaims = Schema.decodeUnknownOption(Schema.parseJson(Claims));

/**
 * The session WAEA_TOKEN stands for: the token itself, and, when it is a JWT, the login (`sub`) and expiry (`exp`)
 * its claims name. The claims are only read, never trusted: the operator checks the token on every call.
 */
export const envTokenAuth = (token: string): AuthData => {
  const payload = token.split(".")[1];
  const claims =
    payload === undefined ? Option.none() : decodeClaims(Buffer.from(payload, "base64url").toString("utf8"));
  const sub = Option.flatMap(claims, (c) => Option.fromNullable(c.sub));
  const exp = Option.flatMap(claims, (c) => Option.fromNullable(c.exp));
  const expiry = Option.flatMap(exp, (seconds) => {
    const millis = seconds * 1000;
    return Number.isFinite(millis) && Math.abs(millis) <= 8.64e15 ? Option.some(millis) : Option.none();
  });
  return {
    JWT: token,
    JWTExpiry: Option.match(expiry, {
      onNone: () => ENV_TOKEN_NO_EXPIRY,
      onSome: (millis) => new Date(millis).toISOString(),
    }),
    UUID: Option.getOrElse(sub, () => ""),
    SPID,
  };
};

const encodeAuth = Schema.encodeSync(Schema.parseJson(AuthData));

const TOKEN_KEYS: ReadonlySet<string> = new Set([StorageKeys.auth, StorageKeys.refreshToken]);
const SESSION_KEYS: ReadonlySet<string> = new Set(LOGOUT_CLEARS);

/**
 * The store a run with WAEA_TOKEN uses: the token keys (auth data, refresh token) live in memory for the run and
 * start from the token, so the session file's own token is neither sent, replaced nor cleared; removing any other
 * session key (a 401 logs out) is remembered for the run only. Choices written on purpose (`accounts use`) still
 * reach the file, and the chosen account is read from it.
 */
export const envTokenStorage = (inner: StorageService, token: string): StorageService => {
  const own = new Map<string, string>([[StorageKeys.auth, encodeAuth(envTokenAuth(token))]]);
  const hidden = new Set<string>();
  return {
    get: (key) => {
      if (TOKEN_KEYS.has(key)) return Effect.succeed(Option.fromNullable(own.get(key)));
      return hidden.has(key) ? Effect.succeed(Option.none()) : inner.get(key);
    },
    set: (key, value) => {
      if (TOKEN_KEYS.has(key)) return Effect.sync(() => void own.set(key, value));
      return Effect.tap(inner.set(key, value), () => Effect.sync(() => hidden.delete(key)));
    },
    remove: (key) => {
      if (TOKEN_KEYS.has(key)) return Effect.sync(() => void own.delete(key));
      if (SESSION_KEYS.has(key)) return Effect.sync(() => void hidden.add(key));
      return inner.remove(key);
    },
    keys: () =>
      Effect.map(inner.keys(), (keys) => [
        ...keys.filter((key) => !TOKEN_KEYS.has(key) && !hidden.has(key)),
        ...own.keys(),
      ]),
  };
};
