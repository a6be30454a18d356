import type * as Schema from "effect/Schema";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a call answers: JSON decoded with a schema, raw bytes (PDFs), or nothing (204). */
export type ReplySpec =
  | { readonly kind: "json"; readonly schema: Schema.Schema.AnyNoContext }
  | { readonly kind: "binary"; readonly contentType: string }
  | { readonly kind: "none" };

export const json = <S extends Schema.Schema.AnyNoContext>(
  schema: S,
): { readonly kind: "json"; readonly schema: S } => ({ kind: "json", schema });
export const binary = <C extends string>(
  contentType: C,
): { readonly kind: "binary"; readonly contentType: C } => ({
  kind: "binary",
  contentType,
});
export const noContent: { readonly kind: "none" } = { kind: "none" };

/** A response cache: how long a reply lives, and the groups whose invalidation drops it. */
export interface CacheSpec {
  readonly ttlMs: number;
  readonly groups: ReadonlyArray<string>;
}

/**
 * One call of the operator API, as both the client and the fake API see it. `id` is "<context>.<portMethod>";
 * `path` is relative to the API base and holds `{spid}` (always 67, filled by the client) and `{placeholders}`
 * named like the fields of `params`. What the call does and where the spec describes it are docs/api.md's, kept
 * out of the browser's build in ./docs (by id).
 */
export interface CallDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: Schema.Schema.AnyNoContext;
  readonly query?: Schema.Schema.AnyNoContext;
  readonly body?: Schema.Schema.AnyNoContext;
  /**
   * Request headers the call takes, by lower-case name: a credential that must not travel in the URL (where logs,
   * history and referrers keep it), such as an anonymous cart's token.
   */
  readonly headers?: Schema.Schema.AnyNoContext;
  readonly reply: ReplySpec;
  readonly auth: "bearer" | "none";
  /** False where the spec says the reply is "not shown": its shape is our decision (docs/api.md marks it). */
  readonly replyShown: boolean;
  readonly cache?: CacheSpec;
  /** Cache groups a successful call clears. */
  readonly invalidates?: ReadonlyArray<string>;
  /**
   * The call moves money: its input carries the `idempotencyKey` of the intent (minted once by the domain's use
   * case, ports/intent-key.ts, and sent again on every retry of it), and the server answers the same key and body
   * within 24 hours with the first reply, moving money once (the same key with another body: 422).
   */
  readonly movesMoney?: true;
}

/** Keeps the literal types of an entry so inputs and replies can be inferred from it. */
export const defineCall = <const D extends CallDefinition>(definition: D): D => definition;

type IdOf<D> = D extends { readonly id: infer I extends string } ? I : never;

/** Entries collected into one record keyed by id. */
export type CallsOf<Defs extends ReadonlyArray<CallDefinition>> = {
  readonly [D in Defs[number] as IdOf<D>]: D;
};

export const collectCalls = <const Defs extends ReadonlyArray<CallDefinition>>(
  ...definitions: Defs
): CallsOf<Defs> => {
  const record: Record<string, CallDefinition> = {};
  for (const definition of definitions) {
    if (Object.hasOwn(record, definition.id)) throw new Error(`duplicate call id ${definition.id}`);
    record[definition.id] = definition;
  }
  return record as CallsOf<Defs>;
};

type None = Record<never, never>;
type Part<D, K extends "params" | "query" | "body"> = D extends {
  readonly [P in K]: infer S extends Schema.Schema.AnyNoContext;
}
  ? { readonly [P in K]: Schema.Schema.Type<S> }
  : None;

/** Headers are optional in the input when every header the entry declares is. */
type HeadersPart<D> = D extends { readonly headers: infer S extends Schema.Schema.AnyNoContext }
  ? None extends Schema.Schema.Type<S>
    ? { readonly headers?: Schema.Schema.Type<S> }
    : { readonly headers: Schema.Schema.Type<S> }
  : None;

/** What a call takes: its path params, query, body and headers, each present only when the entry declares it. */
export type InputOf<D> = Part<D, "params"> & Part<D, "query"> & Part<D, "body"> & HeadersPart<D>;

/**
 * What the client's function of a call takes: its input, and on a call that moves money the intent's
 * Idempotency-Key (sent as the `Idempotency-Key` header, never part of the request the server decodes).
 */
export type ClientInputOf<D> = InputOf<D> &
  (D extends { readonly movesMoney: true } ? { readonly idempotencyKey: string } : None);

/** What a call answers, decoded. */
export type ReplyOf<D> = D extends { readonly reply: { readonly kind: "json"; readonly schema: infer S } }
  ? S extends Schema.Schema.AnyNoContext
    ? Schema.Schema.Type<S>
    : never
  : D extends { readonly reply: { readonly kind: "binary" } }
    ? Uint8Array
    : void;

/** True when an entry takes no input at all, so the client may be called without one. */
export type TakesNoInput<D> = keyof ClientInputOf<D> extends never ? true : false;
