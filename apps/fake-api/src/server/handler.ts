import type { CallDefinition, InputOf, ReplyOf } from "@waea/adapters/http/contract";
import { KEEP_SESSION_ERROR_NUMBER } from "@waea/domain/session";
import type { Login } from "../world/core";
import type { WorldStore } from "../world/store";
import type { World } from "../world/world";

/**
 * A handler's refusal: a 4xx with the operator's error body `{ err_message, err_number? }`. A handler validates
 * everything first and refuses before it changes anything.
 */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errorNumber?: number,
    /** Response headers the refusal carries (a 429's Retry-After), by lower-case name. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {}
}

export const refuse = (
  status: number,
  message: string,
  errorNumber?: number,
  headers?: Readonly<Record<string, string>>,
): Refusal => new Refusal(status, message, errorNumber, headers);

export const isRefusal = (value: unknown): value is Refusal => value instanceof Refusal;

/**
 * A 401 that must not end the session (error number 1002, spec 01 §4): a wrong password or code on a call that
 * re-authenticates (SIM actions), where the client passes the failure on instead of logging out.
 */
export const refuseKeepingSession = (message: string): Refusal =>
  refuse(401, message, KEEP_SESSION_ERROR_NUMBER);

/** What every handler gets besides its input. */
export interface HandlerContext {
  readonly world: World;
  readonly store: WorldStore;
  readonly nowMillis: number;
  /** The client's address (the request's IP): failed password and code checks are counted per address too. */
  readonly address: string;
  /** A GET handler that changes the world says so (writes of other methods are persisted anyway). */
  readonly changed: () => void;
  /**
   * A call that moves money answers without moving any (the payment is still processing, nothing was done): its
   * reply is not kept for the request's Idempotency-Key, so the retry of the same intent, with the same key, runs.
   */
  readonly movedNothing: () => void;
}

/** Handlers of bearer calls also get the signed-in login (the JWT's sub, looked up in the world). */
export interface SignedInContext extends HandlerContext {
  readonly login: Login;
  /** The session of the bearer token (its `sid` claim): the key of the session's refresh token. */
  readonly sessionId?: string;
}

export type HandlerResult<R> = R | Refusal;

export type Handler<D extends CallDefinition> = (
  input: InputOf<D>,
  context: D["auth"] extends "bearer" ? SignedInContext : HandlerContext,
) => HandlerResult<ReplyOf<D>> | Promise<HandlerResult<ReplyOf<D>>>;

/** One handler per entry of a set of calls: a missing or mistyped handler does not compile. */
export type Handlers<Calls extends Record<string, CallDefinition>> = {
  readonly [Id in keyof Calls]: Handler<Calls[Id]>;
};

/** The untyped view the route table uses after it has decoded the input with the entry's schemas. */
export type AnyHandler = (
  input: Record<string, unknown>,
  context: HandlerContext | SignedInContext,
) => unknown;
