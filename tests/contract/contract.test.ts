import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, contractEntries, type CallId } from "@waea/adapters/http/contract";
import type { AuthData } from "@waea/domain/session";
import { handlers, type RunningFakeApi } from "@waea/fake-api/server";
import { control, newClient, signInAs, startTestFakeApi } from "./fake-api";
import { examples, type ExampleContext } from "./examples";

let api: RunningFakeApi;
beforeAll(async () => {
  api = await startTestFakeApi();
});
afterAll(async () => {
  await api.close();
});

const ids = Object.keys(contract) as CallId[];

/** The customer accounts the session's JWT names (claim `customers`). */
const customersOf = (auth: AuthData): ReadonlyArray<string> => {
  const payload = JSON.parse(Buffer.from(auth.JWT.split(".")[1] ?? "", "base64url").toString()) as {
    readonly customers?: ReadonlyArray<string>;
  };
  return payload.customers ?? [];
};

describe("contract completeness (API-01: every call of the three specs)", () => {
  it("every entry has a client function, a fake-api handler and an example, and nothing is left over", () => {
    const client = newClient(api).client;
    const grouped = client.api as unknown as Record<string, Record<string, unknown>>;
    for (const id of ids) {
      const [context = "", method = ""] = id.split(".");
      expect(typeof grouped[context]?.[method], `client function for ${id}`).toBe("function");
      expect(typeof (handlers as Record<string, unknown>)[id], `fake-api handler for ${id}`).toBe("function");
      expect(examples[id], `example for ${id}`).toBeDefined();
    }
    expect(Object.keys(handlers).sort()).toEqual([...ids].sort());
    expect(Object.keys(examples).sort()).toEqual([...ids].sort());
  });
});

describe.each(contractEntries.map((entry) => [entry.id as CallId]))("%s", (id) => {
  it("answers a valid request from the demo world with a reply its schema decodes (API-01, API-02)", async () => {
    // The store's own reset, as the control door's does, without the door's digest of the whole world in its reply
    // (a SHA-256 of 600 kB of JSON: 40 % of this file's CPU); the door itself is tested in apps/fake-api.
    await api.store.reset();
    const test = newClient(api);
    const example = examples[id];
    const auth = await signInAs(test, example.as ?? "postpay@waea.test");
    const context: ExampleContext = {
      api,
      test,
      auth,
      customer: (index = 0) => customersOf(auth)[index] ?? "",
      control: (path, body) => control(api, path, body),
    };
    const input = await example.input(context);
    const result = await Effect.runPromise(
      Effect.either(test.client.callRaw(id, input as Parameters<typeof test.client.callRaw>[1])),
    );
    if (Either.isLeft(result)) throw new Error(`${id} failed: ${JSON.stringify(result.left)}`);
    const reply = contract[id].reply;
    if (reply.kind === "json")
      expect(Schema.is(reply.schema as Schema.Schema<unknown>)(result.right)).toBe(true);
    if (reply.kind === "binary")
      expect(
        Buffer.from(result.right as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    if (reply.kind === "none") expect(result.right).toBeUndefined();
  });
});
