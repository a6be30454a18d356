import { describe, expect, it } from "vitest";
import { useTestApi } from "../handlers/session-test-support";
import { startFakeApi } from "./start";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "./json-depth";

const api = useTestApi();

/** About 600 KB of `[[[...]]]`: it made a 500 (a stack overflow formatting the decode error). */
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deep = nested(300_000);

describe("the nesting depth of a JSON body", () => {
  it("is counted in one pass outside strings, so brackets inside a string do not count", () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`{"a":[{"b":{}}]}`, 4)).toBe(false);
    expect(jsonDepthExceeds(`{"a":[{"b":{}}]}`, 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '[[[[[[{{{{\\"[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds(deep, MAX_JSON_DEPTH)).toBe(true);
  });

  it("refuses a 600 KB nested body with 400 in milliseconds, and the server answers health after it", async () => {
    const { call } = api();
    const started = performance.now();
    const refused = await call({
      method: "POST",
      url: "/api/v2/67/auth",
      payload: deep,
      headers: { "content-type": "application/json" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json().err_message).toMatch(/nested more than 64 deep/);
    expect(performance.now() - started).toBeLessThan(500);
    expect((await call({ method: "GET", url: "/api/health" })).status).toBe(200);
    const object = `${'{"a":'.repeat(100)}1${"}".repeat(100)}`;
    const body = await call({
      method: "POST",
      url: "/api/v2/67/auth",
      payload: object,
      headers: { "content-type": "application/json" },
    });
    expect(body.status).toBe(400);
  });

  it("over a real socket: 20 nested bodies in parallel are all 400 and health still answers at once", async () => {
    const running = await startFakeApi({ port: 0, seed: 67, log: () => undefined });
    try {
      const post = () =>
        fetch(`${running.baseUrl}/v2/67/auth`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: deep,
        }).then((response) => response.status);
      const posts = Array.from({ length: 20 }, post);
      const started = performance.now();
      const health = await fetch(`${running.baseUrl}/health`);
      expect(health.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await Promise.all(posts)).toEqual(Array.from({ length: 20 }, () => 400));
    } finally {
      await running.close();
    }
  }, 20_000);
});
