import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { NetworkError, Unauthorized, type ApiError } from "@waea/domain/ports";
import { sessionOutcome, type AuthData } from "@waea/domain/session";
import { authCalls } from "../contract/auth";
import type { CallDefinition, ClientInputOf, ReplyOf, TakesNoInput } from "../contract/define";
import { cacheKey, makeReplyCache } from "./cache";
import { decodeReply } from "./decode";
import { errorDetails, failureOf } from "./errors";
import { makeInFlight } from "./in-flight";
import { invoicePagesToTrim } from "./invoice-trim";
import {
  API_TIMEOUT_MS,
  REFRESHED_TOKEN_EXPIRY_HEADER,
  REFRESHED_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  type ApiClientOptions,
} from "./options";
import { buildRequest, type RawInput } from "./request";
import { makeSession, type IdentityCheck } from "./session";
import { makeTransport, type WireRequest } from "./transport";

type Outcome = Either.Either<unknown, ApiError>;

/** What an interrupted call's request fails with (nobody waits for it any more). */
const ABORTED = "request aborted";

/** One client function: the entry's input in, its decoded reply or an ApiError out. */
export type CallFn<D> =
  TakesNoInput<D> extends true
    ? (input?: ClientInputOf<D>) => Effect.Effect<ReplyOf<D>, ApiError>
    : (input: ClientInputOf<D>) => Effect.Effect<ReplyOf<D>, ApiError>;

/** A context's calls by method name (the part of the id after the dot): `client.calls(simCalls).swap(input)`. */
export type CallsByMethod<R> = {
  readonly [Id in keyof R as Id extends `${string}.${infer M}` ? M : never]: CallFn<R[Id]>;
};

const isBrowser = (): boolean => "document" in globalThis;

/**
 * The operator API client (spec 01 §4, §7, §8) without the contract: each port hands it its own context's calls
 * (`client.calls(simCalls)`), so a bundle carries only the contexts it uses (the browser loads a context's calls
 * with its port, http/ports/lazy-ports.ts). Every call returns `Effect<Reply, ApiError>`, with the session rules,
 * the response caches and merged concurrent loads. makeApiClient adds the whole contract by id (tests, the CLI).
 */
export const makeHttpClient = (options: ApiClientOptions) => {
  const base = options.baseUrl.replace(/\/+$/, "");
  const send = makeTransport({
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
    redirects: options.redirects ?? (isBrowser() ? "browser" : "follow-one"),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const cache = makeReplyCache(options.nowMillis);
  const inFlight = makeInFlight<Outcome>();
  let cacheOwner: string | undefined;
  const session = makeSession({
    storage: options.storage,
    nowMillis: options.nowMillis,
    onSessionChange: () => cache.clear(),
    ...(options.onLogout === undefined ? {} : { onLogout: options.onLogout }),
  });

  // The one identity check that other calls wait for: a caller that gives up does not stop it.
  const identityCheck: IdentityCheck = async (body) => {
    const outcome = await execute(authCalls["auth.authCheck"], { body });
    return Either.map(outcome, (reply) => reply as AuthData);
  };

  /** One request of a call; `signal` aborts it (the caller's effect was interrupted, or every merged caller). */
  const execute = async (
    definition: CallDefinition,
    input: RawInput,
    signal?: AbortSignal,
  ): Promise<Outcome> => {
    const call = definition.id;
    const built = buildRequest(definition, input);
    if (Either.isLeft(built)) return built;
    const headers: Record<string, string> = {
      ...built.right.headers,
      accept: definition.reply.kind === "binary" ? definition.reply.contentType : "application/json",
    };
    if (built.right.body !== undefined) headers["content-type"] = "application/json";
    // One intent, one key: the use case mints it (random, never derived from the request) and every retry of the
    // intent sends it again, so the server moves the money once.
    if (definition.movesMoney === true && input.idempotencyKey !== undefined)
      headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
    if (definition.auth === "bearer") {
      const token = await session.token(call, identityCheck);
      if (Either.isLeft(token)) return token;
      headers.authorization = `Bearer ${token.right}`;
    }
    const request: WireRequest = {
      method: definition.method,
      url: `${base}${built.right.path}`,
      headers,
      ...(built.right.body === undefined ? {} : { body: built.right.body }),
    };
    if (signal?.aborted === true) return Either.left(new NetworkError({ call, message: ABORTED }));
    const response = await send(request, signal);
    if ("failed" in response) return Either.left(new NetworkError({ call, message: response.failed }));
    const refreshed = response.headers.get(REFRESHED_TOKEN_HEADER);
    const expiry = response.headers.get(REFRESHED_TOKEN_EXPIRY_HEADER);
    if (refreshed !== null && expiry !== null) await session.refreshed(refreshed, expiry);
    if (response.status >= 400) {
      const details = errorDetails(response);
      if (definition.auth === "bearer" && sessionOutcome(response.status, details.errorNumber) === "logout") {
        await session.end({ call, message: details.message });
        return Either.left(new Unauthorized({ call, message: details.message }));
      }
      return Either.left(failureOf(call, response.status, details));
    }
    if (response.status >= 300)
      return Either.left(new NetworkError({ call, message: `unexpected redirect ${response.status}` }));
    return decodeReply(call, definition.reply, response.bytes);
  };

  /** Replies of another user never leave the cache: a session that changed hands empties it. */
  const followSessionOwner = async (): Promise<void> => {
    const owner = (await session.current())?.UUID;
    if (owner !== cacheOwner) cache.clear();
    cacheOwner = owner;
  };

  const load = async (definition: CallDefinition, input: RawInput, signal: AbortSignal): Promise<Outcome> => {
    if (definition.auth === "bearer") await followSessionOwner();
    const isRead = definition.method === "GET";
    const key = isRead ? cacheKey(definition.id, input) : undefined;
    if (key === undefined) {
      const outcome = await execute(definition, input, signal);
      // An interrupted write may still have gone through: the replies it would change are dropped all the same.
      if ((Either.isRight(outcome) || signal.aborted) && definition.invalidates !== undefined)
        cache.invalidate(definition.invalidates);
      return outcome;
    }
    if (definition.cache !== undefined) {
      const hit = cache.get(key);
      if (hit !== undefined) return Either.right(hit.value);
    }
    const epoch = cache.epoch;
    return inFlight.join(key, signal, async (shared) => {
      const outcome = await execute(definition, input, shared);
      const spec = definition.cache;
      // Only a reply someone still waits for is kept: a load every caller gave up on leaves no cache entry.
      if (Either.isRight(outcome) && spec !== undefined && cache.epoch === epoch && !shared.aborted) {
        const trim = invoicePagesToTrim(definition.id, input, outcome.right);
        if (trim !== undefined) cache.drop(definition.id, trim);
        cache.set(
          key,
          { callId: definition.id, input, value: outcome.right, groups: spec.groups },
          spec.ttlMs,
        );
      }
      return outcome;
    });
  };

  /** Interrupting the effect aborts its request (Effect aborts the signal it hands the promise). */
  const callDefinition = (
    definition: CallDefinition,
    input: RawInput = {},
  ): Effect.Effect<unknown, ApiError> =>
    Effect.flatMap(
      Effect.promise((signal) => load(definition, input, signal)),
      (outcome) => outcome,
    );

  /** A context's calls as functions by method name, typed from its contract record. */
  const calls = <R extends Readonly<Record<string, CallDefinition>>>(record: R): CallsByMethod<R> => {
    const grouped: Record<string, (input?: RawInput) => Effect.Effect<unknown, ApiError>> = {};
    for (const definition of Object.values(record))
      grouped[definition.id.slice(definition.id.indexOf(".") + 1)] = (input) =>
        callDefinition(definition, input ?? {});
    return grouped as unknown as CallsByMethod<R>;
  };

  return {
    calls,
    /** Any entry with an unchecked input, for code that walks the whole contract (the contract tests). */
    callDefinition,
    session,
    /** Drops every cached reply (tests, or a shell that knows better). */
    clearCache: (): void => cache.clear(),
    cachedReplies: (): number => cache.size(),
  };
};

/** What the ports need of a client: their own context's calls, the session and the cache. */
export type HttpApiClient = ReturnType<typeof makeHttpClient>;
