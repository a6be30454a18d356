import type * as Effect from "effect/Effect";
import type { ApiError } from "@waea/domain/ports";
import {
  contract,
  type CallDefinition,
  type CallId,
  type Contract,
  type ClientInputOf,
  type ReplyOf,
  type TakesNoInput,
} from "../contract";
import { makeHttpClient, type CallFn } from "./make-http-client";
import type { ApiClientOptions } from "./options";
import type { RawInput } from "./request";

type ContextOf<Id> = Id extends `${infer C}.${string}` ? C : never;

/** The client functions grouped by context: `client.api.billing.listInvoices(input)`. */
export type GroupedCalls = {
  readonly [C in ContextOf<CallId>]: {
    readonly [Id in CallId as Id extends `${C}.${infer M}` ? M : never]: CallFn<Contract[Id]>;
  };
};

/**
 * A call's input from its rest arguments. Typed over `unknown` elements on purpose: asserting the generic tuple
 * itself to `RawInput` makes the checker expand every contract entry's input (TypeScript 7: "union type that is too
 * complex to represent").
 */
const firstInput = (input: ReadonlyArray<unknown>): RawInput => (input[0] as RawInput | undefined) ?? {};

const byId = contract as Readonly<Record<CallId, CallDefinition>>;

/**
 * The operator API client with the whole contract by id, for the CLI and the tests that walk the contract:
 * makeHttpClient (the session rules, caches and merged loads) plus `call(id, input)` and `api.<context>.<method>`.
 * The browser's bundle uses makeHttpClient alone, each port bringing its own context's calls.
 */
export const makeApiClient = (options: ApiClientOptions) => {
  const client = makeHttpClient(options);

  /** Any entry by id with an unchecked input, for code that walks the whole contract (the contract tests). */
  const callRaw = (id: CallId, input: RawInput = {}): Effect.Effect<unknown, ApiError> =>
    client.callDefinition(byId[id], input);

  /** Any entry by id: `client.call("billing.listInvoices", { params, query })`. */
  const call = <Id extends CallId>(
    id: Id,
    ...input: TakesNoInput<Contract[Id]> extends true
      ? [ClientInputOf<Contract[Id]>?]
      : [ClientInputOf<Contract[Id]>]
  ): Effect.Effect<ReplyOf<Contract[Id]>, ApiError> =>
    callRaw(id, firstInput(input)) as Effect.Effect<ReplyOf<Contract[Id]>, ApiError>;

  const api: Record<string, Record<string, (input?: RawInput) => Effect.Effect<unknown, ApiError>>> = {};
  for (const id of Object.keys(contract) as CallId[]) {
    const [context = "", method = ""] = id.split(".");
    api[context] ??= {};
    api[context][method] = (input) => callRaw(id, input ?? {});
  }

  return { ...client, call, callRaw, api: api as unknown as GroupedCalls };
};

export type ApiClient = ReturnType<typeof makeApiClient>;
