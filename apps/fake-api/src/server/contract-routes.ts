import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { routePattern, type CallDefinition } from "@waea/adapters/http/contract";
import {
  IDEMPOTENCY_KEY_HEADER,
  REFRESHED_TOKEN_EXPIRY_HEADER,
  REFRESHED_TOKEN_HEADER,
} from "@waea/adapters/http/client";
import { issueJwt, mfaPendingOf, renewFromMillis } from "../auth/session-tokens";
import type { Login } from "../world/core";
import type { WorldStore } from "../world/store";
import { makeBearerCheck } from "./bearer";
import type { HotReplies } from "./hot-replies";
import { applyCors } from "./cors";
import {
  isRefusal,
  refuse,
  type AnyHandler,
  type HandlerContext,
  type Refusal,
  type SignedInContext,
} from "./handler";
import { makeIdempotency, type FirstReply } from "./idempotency";
import { makeReplyMemo } from "./reply-memo";
import { JSON_TYPE, makeReplySender } from "./reply-sender";
import { makeInputDecoder } from "./request-input";

export const API_PREFIX = "/api";

/** The calls a session waiting for its MFA code may make (AUTH-13): the code itself. */
const MFA_CALLS: ReadonlySet<string> = new Set(["auth.submitMfaCode", "auth.confirmMfaCode"]);
const MFA_REQUIRED = "The MFA code has not been entered for this session";

const errorBody = (refusal: Refusal) =>
  refusal.errorNumber === undefined
    ? { err_message: refusal.message }
    : { err_message: refusal.message, err_number: refusal.errorNumber };

/** Renewed tokens handed out per presented token, so a burst of calls gets the same one. */
const makeTokenRenewer = (store: WorldStore) => {
  const renewed = new Map<string, { readonly jwt: string; readonly expiry: string }>();
  return (token: string, exp: number, login: Login, nowMillis: number, sid: string) => {
    if (nowMillis < renewFromMillis(exp)) return undefined;
    const known = renewed.get(token);
    if (known !== undefined) return known;
    const issued = issueJwt(store.keys, login, nowMillis, sid);
    const fresh = { jwt: issued.jwt, expiry: new Date(issued.expiresAtMillis).toISOString() };
    if (renewed.size > 10_000) renewed.clear();
    renewed.set(token, fresh);
    return fresh;
  };
};

/**
 * One Fastify route per contract entry: decode path params, query and body with the entry's schemas (400 with
 * "<field>: <problem>"), check the bearer token (401), run the handler, send its reply checked against the reply
 * schema. A successful call other than a GET persists the world, and with a state file its reply waits until the
 * write is on disk. Synchronous handlers stay synchronous, and the
 * replies of pure reads are remembered until the world changes (reply-memo.ts).
 */
export const registerContractRoutes = (
  app: FastifyInstance,
  store: WorldStore,
  entries: ReadonlyArray<CallDefinition>,
  handlers: Readonly<Record<string, AnyHandler>>,
  hot?: HotReplies,
): void => {
  const bearer = makeBearerCheck(store);
  const renew = makeTokenRenewer(store);
  const memo = makeReplyMemo();
  const idempotency = makeIdempotency(() => store.world.idempotency.replies);
  for (const entry of entries) {
    const handler = handlers[entry.id];
    if (handler === undefined) throw new Error(`no fake-api handler for ${entry.id}`);
    const decode = makeInputDecoder(entry);
    const send = makeReplySender(entry);
    const isWrite = entry.method !== "GET";

    const memoised = entry.method === "GET" && entry.reply.kind === "json";

    const handle = (request: FastifyRequest, response: FastifyReply): unknown => {
      applyCors(request, response);
      const refused = (refusal: Refusal) => {
        if (refusal.headers !== undefined) response.headers(refusal.headers);
        return response.code(refusal.status).send(errorBody(refusal));
      };
      // The world's clock: whatever it has reached (a scheduled plan change) has happened before this is read.
      const nowMillis = store.clock.nowMillis();
      let login: Login | undefined;
      let sessionId: string | undefined;
      let tokenExpiry: number | undefined;
      if (entry.auth === "bearer") {
        const authorization = request.headers.authorization;
        const checked = bearer(authorization);
        if (isRefusal(checked)) return refused(checked);
        login = checked.login;
        sessionId = checked.claims.sid;
        // AUTH-13: a session waiting for its MFA code may only send the code.
        if (!MFA_CALLS.has(entry.id) && mfaPendingOf(store.world.core, login, sessionId, nowMillis))
          return refused(refuse(401, MFA_REQUIRED));
        tokenExpiry = checked.claims.exp;
        const fresh = renew(
          authorization?.slice(7).trim() ?? "",
          checked.claims.exp,
          login,
          nowMillis,
          sessionId ?? "",
        );
        if (fresh !== undefined)
          response
            .header(REFRESHED_TOKEN_HEADER, fresh.jwt)
            .header(REFRESHED_TOKEN_EXPIRY_HEADER, fresh.expiry);
      }
      const version = store.version;
      const memoKey = memoised ? `${entry.id} ${login?.UUID ?? ""} ${request.url}` : undefined;
      const remembered = memoKey === undefined ? undefined : memo.get(memoKey, version);
      if (remembered !== undefined) return response.type(JSON_TYPE).send(remembered);
      const input = decode(request);
      if (isRefusal(input)) return refused(input);
      // A call that moves money, with a key: its first request runs, a repeat gets the first reply (idempotency.ts).
      const key = entry.movesMoney === true ? request.headers[IDEMPOTENCY_KEY_HEADER] : undefined;
      let settle: ((reply: FirstReply) => void) | undefined;
      let keepReply: ((result: unknown) => void) | undefined;
      let forgetKey: (() => void) | undefined;
      if (typeof key === "string") {
        const fingerprint = `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`;
        const check = idempotency(key, `${entry.id}\n${login?.UUID ?? ""}`, fingerprint, nowMillis);
        if (check._tag === "Refused") return refused(check.refusal);
        if (check._tag === "Replay")
          return check.reply.then((first) => {
            response.header("idempotent-replayed", "true");
            return "refused" in first ? refused(first.refused) : send(response, first.result);
          });
        settle = check.settle;
        keepReply = check.keep;
        forgetKey = check.forget;
      }
      let movedNothing = false;
      let changed = isWrite;
      // Reads of the clock or the store make a reply impure: it is not remembered.
      let pure = true;
      const context = {
        world: store.world,
        address: request.ip,
        get store() {
          pure = false;
          return store;
        },
        get nowMillis() {
          pure = false;
          return nowMillis;
        },
        changed: () => {
          pure = false;
          changed = true;
        },
        movedNothing: () => {
          movedNothing = true;
        },
        ...(login === undefined ? {} : { login }),
        ...(sessionId === undefined ? {} : { sessionId }),
      } as HandlerContext | SignedInContext;
      // A handler that throws still answers a waiting duplicate (as the 500 the error handler sends).
      const crashed = (error: unknown) => {
        settle?.({ refused: refuse(500, "internal error") });
        throw error;
      };
      const finish = (result: unknown) => {
        if (isRefusal(result)) {
          settle?.({ refused: result });
          return refused(result);
        }
        // A reply that moved money is kept in the world, so the save that keeps the money keeps the reply too; one
        // that moved nothing lets its key go (duplicates already waiting still get it), so the retry runs.
        if (movedNothing) {
          forgetKey?.();
          settle?.({ result });
          settle = undefined;
        } else if (changed && keepReply !== undefined) keepReply(result);
        if (changed) store.changed();
        const keep =
          memoKey !== undefined && pure
            ? (json: string) => {
                memo.set(memoKey, version, json);
                hot?.remember(request.url, request.headers.authorization, tokenExpiry, version, json);
              }
            : undefined;
        // With a state file, a write is acknowledged only once it is on disk: it survives kill -9.
        // A duplicate waiting on an Idempotency-Key is answered only once the first reply is (saved first).
        if (changed && store.persists)
          return store.saved().then(() => {
            settle?.({ result });
            return send(response, result, keep);
          }, crashed);
        settle?.({ result });
        return send(response, result, keep);
      };
      let result: unknown;
      try {
        result = handler(input, context);
      } catch (error) {
        return crashed(error);
      }
      return result instanceof Promise ? result.then(finish, crashed) : finish(result);
    };

    app.route({ method: entry.method, url: `${API_PREFIX}${routePattern(entry.path)}`, handler: handle });
  }
};
