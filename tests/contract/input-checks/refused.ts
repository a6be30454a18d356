import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { expect } from "vitest";
import { makeApiClient } from "@waea/adapters/http/client";
import { resources } from "@waea/adapters/i18n";
import { contract, fillPath, type CallDefinition, type CallId } from "@waea/adapters/http/contract";
import { makeMemoryStorage } from "@waea/domain/ports";
import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/** A request the contract's schemas refuse: one thing wrong in an otherwise valid input. */
export interface BadInput {
  readonly id: CallId;
  /** The session's token, for entries behind the bearer check. */
  readonly token?: string;
  readonly params?: Readonly<Record<string, string>>;
  /** As the typed client takes it (numbers as numbers); sent raw as text. */
  readonly query?: Readonly<Record<string, string | number>>;
  /** The valid body, and the same with one thing wrong (both as they go on the wire). */
  readonly valid?: unknown;
  readonly body?: unknown;
  /** The field the refusal names ("body.Items.0.ItemUUID") and its words in the fake API's 400. */
  readonly field: string;
  readonly message: string;
  /** The fake API's whole err_message where the rule below does not give it. */
  readonly reply?: string;
}

/** Every English text of the domain's messages: a refusal the spec words is answered with its sentence alone. */
const specSentences = new Set(
  Object.values(resources.en).flatMap((catalog) => Object.values(catalog as Record<string, string>)),
);

const entryOf = (id: CallId): CallDefinition => (contract as Readonly<Record<CallId, CallDefinition>>)[id];

/**
 * Holds one moved input check: the valid input passes the entry's schema; with one thing wrong the typed client
 * refuses it before sending (a DecodeError naming the field, no request made), and the fake API, sent it raw,
 * answers 400 with the spec's sentence alone where the spec words the refusal, else `<field>: <message>`, and changes
 * nothing.
 */
export const expectRefused = async (api: InProcessFakeApi, bad: BadInput): Promise<void> => {
  const entry = entryOf(bad.id);
  if (bad.valid !== undefined && entry.body !== undefined)
    expect(Either.isRight(Schema.decodeUnknownEither(entry.body)(bad.valid)), `${bad.id}: valid body`).toBe(
      true,
    );
  let sent = 0;
  const client = makeApiClient({
    baseUrl: api.baseUrl,
    storage: makeMemoryStorage(),
    nowMillis: () => api.clock.nowMillis(),
    fetch: (input, init) => {
      sent += 1;
      return api.fetch(input, init);
    },
  });
  const input = {
    ...(bad.params === undefined ? {} : { params: bad.params }),
    ...(bad.query === undefined ? {} : { query: bad.query }),
    ...(bad.body === undefined ? {} : { body: bad.body }),
  };
  const refused = await Effect.runPromise(Effect.either(client.callRaw(bad.id, input)));
  expect(refused, `${bad.id}: the client refuses ${bad.field}`).toMatchObject({
    _tag: "Left",
    left: { _tag: "DecodeError", field: bad.field },
  });
  expect(sent, `${bad.id}: nothing sent`).toBe(0);

  const before = api.store.digest();
  const search = new URLSearchParams(
    Object.entries(bad.query ?? {}).map(([name, value]) => [name, String(value)]),
  ).toString();
  const response = await api.fetch(
    `${api.baseUrl}${fillPath(entry.path, bad.params)}${search === "" ? "" : `?${search}`}`,
    {
      method: entry.method,
      headers: {
        ...(bad.token === undefined ? {} : { authorization: `Bearer ${bad.token}` }),
        ...(bad.body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(bad.body === undefined ? {} : { body: JSON.stringify(bad.body) }),
    },
  );
  expect(response.status, `${bad.id}: ${bad.field}`).toBe(400);
  const worded = bad.reply ?? (specSentences.has(bad.message) ? bad.message : `${bad.field}: ${bad.message}`);
  expect(await response.json()).toEqual({ err_message: worded });
  expect(api.store.digest(), `${bad.id}: the refusal changed the world`).toBe(before);
};
