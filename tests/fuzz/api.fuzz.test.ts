import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { contractEntries, pathPlaceholders, type CallDefinition } from "@waea/adapters/http/contract";
import { deserialize, serialize } from "node:v8";
import type { RunningFakeApi, World } from "@waea/fake-api/server";
import * as Effect from "effect/Effect";
import { Storage } from "@waea/domain/ports";
import { storeAuth, type AuthData } from "@waea/domain/session";
import { control, newClient, signInAs, startTestFakeApi, type TestClient } from "../contract/fake-api";
import { examples } from "../contract/examples";
import { malformedRequest, mutatedRequest, wireRequest, type Known, type ValidRequest } from "./arbitraries";
import { sendRaw } from "./raw-request";

let api: RunningFakeApi;
const known = new Map<string, Known>();
const valid = new Map<string, ValidRequest>();

const encode = (schema: CallDefinition["body"], value: unknown): unknown =>
  schema === undefined ? undefined : Schema.encodeUnknownSync(schema)(value);

/** One sign-in per demo login: a reset reseeds the same logins and keys, so their tokens stay good. */
const sessions = new Map<string, AuthData>();
const sessionOf = async (test: TestClient, login: string): Promise<AuthData> => {
  const known = sessions.get(login);
  if (known === undefined) {
    const auth = await signInAs(test, login);
    sessions.set(login, auth);
    return auth;
  }
  await Effect.runPromise(Effect.provideService(storeAuth(known), Storage, test.storage));
  return known;
};

/**
 * Each entry's contract example, encoded for the wire, with the session it runs in. Over 200 examples, each on a
 * fresh world (a reset only after one that changed it): ten seconds or so, hence the hook's own timeout.
 */
beforeAll(async () => {
  api = await startTestFakeApi();
  let clean = -1;
  for (const entry of contractEntries) {
    if (api.store.version !== clean) {
      // The store's reset without the control door's digest in its reply (contract/contract.test.ts).
      await api.store.reset();
      clean = api.store.version;
    }
    const test = newClient(api);
    const example = examples[entry.id as keyof typeof examples];
    const auth = await sessionOf(test, example.as ?? "postpay@waea.test");
    const customer = auth.AuthResponse?.CustomerUUID ?? "";
    known.set(entry.id, { token: auth.JWT, customer });
    const input = (await example.input({
      api,
      test,
      auth,
      customer: () => customer,
      control: (path, body) => control(api, path, body),
    })) as { readonly params?: unknown; readonly query?: unknown; readonly body?: unknown };
    const params = (encode(entry.params, input.params) ?? {}) as Record<string, string>;
    const query = (encode(entry.query, input.query) ?? {}) as Record<string, unknown>;
    valid.set(entry.id, {
      method: entry.method,
      segments: pathPlaceholders(entry.path).map((name) => encodeURIComponent(params[name] ?? "")),
      query: Object.entries(query).map(([key, value]) => [key, String(value)] as const),
      body: encode(entry.body, input.body) as Record<string, unknown> | undefined,
    });
  }
  await api.store.reset();
  await renderDocumentsOnce();
}, 60_000);

/**
 * The documents the operator renders (the invoice and receipt PDFs), asked for once by their valid requests on the
 * reset world: the fake API keeps a rendered document, so the properties' valid runs get it back rather than each
 * paying for a rendering. The first rendering in a process costs about 0.7 s of CPU (pdfmake reads and parses the
 * font); inside a property under CI's load it took the property past vitest's 5 s.
 */
const renderDocumentsOnce = async (): Promise<void> => {
  for (const entry of contractEntries) {
    const request = valid.get(entry.id);
    const session = known.get(entry.id);
    if (
      entry.reply.kind !== "binary" ||
      entry.method !== "GET" ||
      request === undefined ||
      session === undefined
    )
      continue;
    const reply = await sendRaw(api.origin, wireRequest(entry, request, session));
    expect(reply.status, `${entry.id}'s example`).toBe(200);
  }
};
afterAll(async () => {
  await api.close();
});

/**
 * A twentieth of the property runs: each run is two HTTP round trips and a snapshot of the world, over 400 properties, so the
 * default 100 makes 5 runs each (the suite's share of `npm test`, with the pages of issue #13 beside it). Each run of
 * the suite draws a new seed, so the runs add up across runs of the suite; FC_NUM_RUNS=1000 digs deeper.
 */
const runs = Math.max(5, Math.round((fc.readConfigureGlobal().numRuns ?? 100) / 20));

/**
 * The world in V8's serialization (node:v8), the check's "before" and "after": about a third of the CPU of the store's
 * digest (the whole world as JSON, over 600 kB, then its SHA-256), which was two thirds of the suite's CPU.
 */
const snapshot = (): Buffer => serialize(api.store.world);

/**
 * The world as the store's digest reads it (apps/fake-api/src/world/digest.ts): JSON, without the server's keys and the
 * kept replies of Idempotency-Keys (the server's bookkeeping, not the operator's data).
 */
const digested = (world: World): string =>
  JSON.stringify({ ...world, secrets: undefined, idempotency: undefined });

/**
 * Whether a refused request left the world as the snapshot before it holds it, by the digest's measure: the same
 * bytes are the same world; bytes that differ (a kept Idempotency-Key reply, which the digest leaves out, or a real
 * change) are compared as the digest compares them, the snapshot read back as JSON beside the world's.
 */
const unchangedSince = (before: Buffer, after: Buffer): boolean =>
  before.equals(after) || digested(deserialize(before) as World) === digested(api.store.world);

/**
 * The world's snapshot while it is known: nothing but these requests writes to the fuzzed server (its clock is frozen,
 * payments settle within the request), so after a refusal left the world as it was, the next run starts from the
 * same snapshot. One snapshot per refused run rather than two.
 */
let lastSnapshot: Buffer | undefined;

/**
 * The property running now. A property whose test timed out goes on in the background; its later runs send nothing,
 * so they cannot change the world under the next property's snapshots.
 */
let current = 0;

const holds = async (
  property: number,
  raw: {
    readonly method: string;
    readonly path: string;
    readonly headers: Record<string, string>;
    readonly body?: string;
  },
) => {
  if (property !== current) return;
  const before = lastSnapshot ?? snapshot();
  lastSnapshot = undefined;
  const response = await sendRaw(api.origin, raw);
  expect(response.status, `${raw.method} ${raw.path} -> ${response.body}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(() => JSON.parse(response.body)).not.toThrow();
    const after = snapshot();
    expect(unchangedSince(before, after), `${raw.method} ${raw.path} changed the world`).toBe(true);
    lastSnapshot = after;
  }
  expect((await sendRaw(api.origin, { method: "GET", path: "/api/health", headers: {} })).status).toBe(200);
};

describe.each(contractEntries.map((entry) => [entry.id, entry] as const))("fuzzing %s", (id, entry) => {
  it("malformed requests: never 5xx, the server stays up, a refusal changes nothing (API-04)", async () => {
    const session = known.get(id);
    if (session === undefined) throw new Error(`no session for ${id}`);
    const property = (current += 1);
    await fc.assert(
      fc.asyncProperty(malformedRequest(entry, session), (raw) => holds(property, raw)),
      { numRuns: runs },
    );
  });

  it("valid requests with one thing wrong: the same, deeper in the handlers (API-04)", async () => {
    const session = known.get(id);
    const base = valid.get(id);
    if (session === undefined || base === undefined) throw new Error(`no example for ${id}`);
    const property = (current += 1);
    await fc.assert(
      fc.asyncProperty(mutatedRequest(entry, base, session), (raw) => holds(property, raw)),
      { numRuns: runs },
    );
  });
});
