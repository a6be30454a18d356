// The live composition against a stub operator on node:http: the real HTTP client, the file session store, and
// what the CLI makes of replies it cannot use. (Runs against the fake API are in tests/cli.)
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { StorageKeys, frozenClock } from "@waea/domain/ports";
import { ExitCodes } from "../exit-codes";
import { runCli } from "../program/run-cli";
import { fakePrompter } from "../testing/harness";
import { makeLiveServices } from "./services";

const NOW = Date.UTC(2026, 10, 21, 10);
const JWT = "stub.jwt.token";
let reply: (response: ServerResponse) => void = (response) => response.end();
const seen: Array<{ url: string; auth: string | undefined }> = [];
let server: Server;
let api = "";
const home = mkdtempSync(join(tmpdir(), "waea-live-"));
const sessionFile = join(home, "waea", "session.json");

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? "", auth: request.headers.authorization });
    request.resume().on("end", () => reply(response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  api = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(home, { recursive: true, force: true });
});
beforeEach(() => {
  seen.length = 0;
  mkdirSync(join(home, "waea"), { recursive: true, mode: 0o700 });
  const auth = { JWT, JWTExpiry: new Date(NOW + 3_600_000).toISOString(), UUID: "login-1", SPID: 67 };
  writeFileSync(sessionFile, JSON.stringify({ [StorageKeys.auth]: JSON.stringify(auth) }), { mode: 0o600 });
});

const json = (status: number, body: unknown) => (response: ServerResponse) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const waea = async (args: ReadonlyArray<string>) => {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    env: { apiUrl: api, token: undefined, xdgConfigHome: home, home, noColor: true, lang: undefined },
    io: {
      stdout: { write: (chunk) => void (stdout += chunk), isTTY: false },
      stderr: { write: (chunk) => void (stderr += chunk), isTTY: false },
      stdinIsTTY: false,
      readStdin: async () => "",
      writeFile: async () => undefined,
      fileExists: async () => false,
    },
    prompter: fakePrompter(),
    services: makeLiveServices({ clock: frozenClock(NOW) }),
  });
  return { code, stdout, stderr };
};

describe("the live composition", () => {
  it("sends the stored token as a bearer header, never in the URL, and reads the reply", async () => {
    reply = json(200, { CustomerUUIDs: [] });
    const run = await waea(["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(seen).toEqual([{ url: "/api/v2/67/customer_uuids", auth: `Bearer ${JWT}` }]);
  });

  it("a reply that does not match the contract is a decode error naming the call and field: exit 1", async () => {
    reply = json(200, { CustomerUUIDs: 5 });
    const run = await waea(["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe(
      "waea: The operator API sent a reply waea cannot read (customer.customerUuids, field CustomerUUIDs).\n",
    );
  });

  it("a 5xx is the spec's 'try again later': exit 1, the session kept", async () => {
    reply = json(503, {});
    const run = await waea(["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe("waea: Please try again later.\n");
    expect(readFileSync(sessionFile, "utf8")).toContain(StorageKeys.auth);
  });

  it("a 401 ends the stored session: exit 4, the session file emptied", async () => {
    reply = json(401, { err_message: "token expired" });
    const run = await waea(["--json", "accounts", "list"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "not_signed_in", exitCode: 4 } });
    expect(readFileSync(sessionFile, "utf8")).not.toContain(StorageKeys.auth);
  });
});
