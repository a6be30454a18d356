// The stored session is bound to the operator API it was made for (docs/cli.md "Session and environment"): another
// API never gets its tokens, a failure there never ends it, and another API needs its own sign-in.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { ExitCodes } from "../exit-codes";
import { OPS, demoAccount } from "../testing/demo";
import { cli, json, signedIn, storedJwt, withFakeApi } from "../testing/harness";
import type { Fetch } from "../testing/operator";
import { recording } from "../testing/transport";
import { SESSION_API_KEY, sessionApi } from "./api-bound-storage";

const api = withFakeApi();
const OTHER = "http://other.example:8443/api";

interface Seen {
  readonly url: string;
  readonly auth: string | null;
  readonly body: string;
}

/** Records what reaches other.example (with the body, where a refresh token would travel) and answers it 503. */
const otherHostDown =
  (seen: Seen[]) =>
  (inner: Fetch): Fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "other.example") return inner(input, init);
    seen.push({ url: request.url, auth: request.headers.get("authorization"), body: await request.text() });
    return new Response(JSON.stringify({ err_message: "down" }), { status: 503 });
  };

const sessionFile = (configHome: string) => join(configHome, "waea", "session.json");

describe("a session bound to its operator API (CLI-01)", () => {
  it("records the API a sign-in was made for", async () => {
    const on = await signedIn(api(), OPS, undefined, { onDisk: true });
    expect(await on.stored(SESSION_API_KEY)).toBe(sessionApi(api().baseUrl));
  });

  it("never sends its tokens to another API, whose failure leaves the session as it was", async () => {
    const seen: Seen[] = [];
    const on = await signedIn(api(), OPS, demoAccount("prepay"), {
      onDisk: true,
      fetch: otherHostDown(seen),
    });
    const jwt = await storedJwt(on);
    const refresh = (await on.stored(StorageKeys.refreshToken)) ?? "no refresh token";
    const before = readFileSync(sessionFile(on.configHome), "utf8");
    const other = await cli(on, ["--json", "--api-url", OTHER, "balance"]);
    expect(other.code).toBe(ExitCodes.notSignedIn);
    expect(other.stderr).toContain(
      `The stored session is for the operator API at ${sessionApi(api().baseUrl)}, not ${OTHER}`,
    );
    expect(json(other)).toMatchObject({ error: { kind: "not_signed_in", exitCode: 4 } });
    // A sign-in is the one call that reaches the other API here: it is down (503), and the session stays.
    const login = await cli(on, ["login", OPS, "--password-stdin"], {
      env: { apiUrl: OTHER },
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.failure);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.auth).toBeNull();
      expect(request.url + request.body).not.toContain(jwt);
      expect(request.url + request.body).not.toContain(refresh);
    }
    expect(readFileSync(sessionFile(on.configHome), "utf8")).toBe(before);
    expect((await cli(on, ["balance"])).code).toBe(ExitCodes.ok);
  });

  it("another API needs its own sign-in, which replaces the session (and the chosen account) of the first", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { onDisk: true });
    const firstJwt = await storedJwt(on);
    // The in-process fake API answers whatever host a request names: here it stands for a second API.
    const login = await cli(on, ["--api-url", OTHER, "login", "prepay@waea.test", "--password-stdin"], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.ok);
    expect(await on.stored(SESSION_API_KEY)).toBe(sessionApi(OTHER));
    expect(await storedJwt(on)).not.toBe(firstJwt);
    expect(await on.stored(StorageKeys.currentCustomer)).toBe(demoAccount("prepay"));
    expect((await cli(on, ["--api-url", OTHER, "balance"])).code).toBe(ExitCodes.ok);
    expect((await cli(on, ["balance"])).code).toBe(ExitCodes.notSignedIn);
  });

  it("a session file from before sessions were bound needs a new sign-in; nothing is sent with its token", async () => {
    const sent = recording();
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { onDisk: true, fetch: sent.wrap });
    const file = sessionFile(on.configHome);
    const entries = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    delete entries[SESSION_API_KEY];
    writeFileSync(file, JSON.stringify(entries));
    const jwt = await storedJwt(on);
    const sentBefore = sent.sent.length;
    const run = await cli(on, ["balance"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("The stored session does not say which operator API it was made for");
    expect(sent.sent.slice(sentBefore)).toEqual([]);
    expect(await storedJwt(on)).toBe(jwt);
    const login = await cli(on, ["login", OPS, "--password-stdin"], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.ok);
    expect((await cli(on, ["accounts", "list"])).code).toBe(ExitCodes.ok);
  });

  it("logout at the session's own API forgets the API with the session", async () => {
    const on = await signedIn(api(), OPS, undefined, { onDisk: true });
    expect((await cli(on, ["logout"])).code).toBe(ExitCodes.ok);
    expect(await on.stored(SESSION_API_KEY)).toBeUndefined();
    const run = await cli(on, ["balance"]);
    expect(run.stderr).toContain("You are not signed in.");
  });
});
