import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeNodeFetch } from "./node-fetch";

let server: Server;
let base = "";
const seen: Array<{ method: string; url: string; auth: string | undefined; body: string }> = [];

const handle = (request: IncomingMessage, response: ServerResponse) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
  request.on("end", () => {
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      auth: request.headers.authorization,
      body,
    });
    if (request.url === "/redirect") return void response.writeHead(302, { location: "/json" }).end();
    if (request.url === "/empty") return void response.writeHead(204).end();
    if (request.url === "/hang") return;
    response.writeHead(request.url === "/missing" ? 404 : 200, "Fine", {
      "content-type": "application/json",
      "x-refreshed-token": "jwt-2",
    });
    response.end(JSON.stringify({ ok: true, body }));
  });
};

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("makeNodeFetch", () => {
  const fetch = makeNodeFetch();

  it("sends the method, headers and body, and answers status, headers and bytes", async () => {
    const headers = new Headers({ authorization: "Bearer t", "content-type": "application/json" });
    const response = await fetch(`${base}/json`, { method: "POST", headers, body: '{"a":1}' });
    expect([response.status, response.statusText, response.ok]).toEqual([200, "Fine", true]);
    expect(response.headers.get("X-Refreshed-Token")).toBe("jwt-2");
    expect(response.headers.get("location")).toBeNull();
    const bytes = await response.arrayBuffer();
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({ ok: true, body: '{"a":1}' });
    expect(seen.at(-1)).toMatchObject({ method: "POST", url: "/json", auth: "Bearer t" });
  });

  it("answers errors and redirects as they come, without following them", async () => {
    const missing = await fetch(`${base}/missing`);
    expect([missing.status, missing.ok]).toEqual([404, false]);
    const redirect = await fetch(`${base}/redirect`, { redirect: "manual" });
    expect([redirect.status, redirect.headers.get("location"), redirect.body]).toEqual([302, "/json", null]);
    const empty = await fetch(`${base}/empty`);
    expect([empty.status, empty.body]).toEqual([204, null]);
    expect(await empty.text()).toBe("");
  });

  it("gives up when the signal says so, with the signal's reason", async () => {
    const reason = new DOMException("timed out", "TimeoutError");
    const controller = new AbortController();
    const pending = fetch(`${base}/hang`, { signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(fetch(`${base}/json`, { signal: controller.signal })).rejects.toBe(reason);
  });

  it("says why a connection failed", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const address = closed.address();
    const port = typeof address === "object" && address !== null ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetch(`http://127.0.0.1:${port}/x`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
