// The built bundle as a shell script runs it: a child process with its own config directory, against the fake API
// on a socket in this process (or a port nothing listens on). Everything that needs no child process is tested
// beside the commands, in apps/cli, on the fake API in process.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExitCodes } from "@waea/cli/program";
import { DEMO_PASSWORD, type RunningFakeApi } from "@waea/fake-api/server";
import { control, startTestFakeApi } from "../contract/fake-api";

const build = fileURLToPath(new URL("../../apps/cli/scripts/build.mjs", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "waea-bundle-"));
const bundle = join(out, "waea.cjs");
const home = join(out, "home");
const OPS = "ops@waea.test";
/** suspended@waea.test's customer account (docs/api.md, seed 67). */
const SUSPENDED = "2c05b710-4483-4fc4-85a6-c58e0ddee240";
/** Each test below starts a few processes of the bundle: more than the default 5 s on a busy 2-core machine. */
const PROCESSES = 20_000;
let api: RunningFakeApi;
let closedApi = "";

interface ProcessRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The bundle as a process (asynchronously: the fake API answers from this process's event loop). */
const waea = (args: ReadonlyArray<string>, input = "", env: Record<string, string> = {}) =>
  new Promise<ProcessRun>((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, ...args], {
      env: {
        PATH: process.env["PATH"] ?? "",
        HOME: home,
        XDG_CONFIG_HOME: home,
        WAEA_API_URL: api.baseUrl,
        ...env,
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });

/** An http URL on a port nothing listens on (taken, then released). */
const closedPortUrl = () =>
  new Promise<string>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(`http://127.0.0.1:${port}/api`));
    });
  });

beforeAll(async () => {
  const built = spawnSync(process.execPath, [build, "--outfile", bundle], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  api = await startTestFakeApi();
  // The bundle runs on the system clock: the fake API's tokens must be valid by it.
  await control(api, "clock", { SetMillis: Date.now() });
  closedApi = await closedPortUrl();
}, PROCESSES);
afterAll(async () => {
  await api.close();
  rmSync(out, { recursive: true, force: true });
});

describe("the built waea (CLI-04: --json, exit codes, no prompts off a terminal)", () => {
  it("--help lists the commands and the exit codes, exit 0", async () => {
    const run = await waea(["--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    for (const text of ["login", "account", "voucher", "Exit codes:", "4  not signed in"])
      expect(run.stdout).toContain(text);
    expect(run.stderr).toBe("");
  });

  it("WAEA_LANG=mi-NZ waea --help says commander's headings in te reo Māori too", async () => {
    const run = await waea(["--help"], "", { WAEA_LANG: "mi-NZ" });
    expect(run.code).toBe(ExitCodes.ok);
    for (const text of ["Whakamahinga: waea", "Ngā kōwhiringa:", "Ngā tohutono:", "Ngā waehere putanga:"])
      expect(run.stdout).toContain(text);
    for (const english of ["Usage:", "Options:", "Commands:"]) expect(run.stdout).not.toContain(english);
  });

  it(
    "usage errors exit 2 naming the flag, with a JSON document under --json; it never prompts off a terminal",
    async () => {
      const run = await waea(["--json", "invoices", "--colour"]);
      expect(run.code).toBe(ExitCodes.usage);
      expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "usage", exitCode: 2 } });
      expect(run.stderr).toContain("unknown option '--colour'");
      expect((await waea(["account", "check", "--concurrency", "0"])).code).toBe(ExitCodes.usage);
      const prompt = await waea(["login", OPS]);
      expect(prompt.code).toBe(ExitCodes.usage);
      expect(prompt.stderr).toContain("--password-stdin");
    },
    PROCESSES,
  );

  it(
    "names an API it cannot reach: exit 1, one JSON document with --json, no stack trace, no password",
    async () => {
      expect((await waea(["--api-url", closedApi, "whoami"])).code).toBe(ExitCodes.notSignedIn);
      const run = await waea(["--json", "login", OPS, "--password-stdin"], "secret\n", {
        WAEA_API_URL: closedApi,
      });
      expect(run.code).toBe(ExitCodes.failure);
      expect(JSON.parse(run.stdout)).toEqual({
        error: {
          kind: "failure",
          message: expect.stringContaining(
            `Cannot reach the operator API at ${closedApi}: connect ECONNREFUSED`,
          ),
          exitCode: 1,
          domainError: {
            _tag: "NetworkError",
            call: "auth.signIn",
            message: expect.stringContaining("connect ECONNREFUSED"),
          },
        },
      });
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout + run.stderr).not.toContain("secret");
    },
    PROCESSES,
  );

  it(
    "signs in from stdin, checks every account as one JSON document (exit 3), signs out (CLI-01, CLI-05)",
    async () => {
      expect((await waea(["whoami"])).code).toBe(ExitCodes.notSignedIn);
      const login = await waea(["login", OPS, "--password-stdin"], `${DEMO_PASSWORD}\n`);
      expect(login.code, login.stderr).toBe(ExitCodes.ok);
      expect(statSync(join(home, "waea", "session.json")).mode & 0o777).toBe(0o600);
      const check = await waea(["--json", "account", "check", "--all"]);
      expect(check.code).toBe(ExitCodes.problems);
      const report = JSON.parse(check.stdout) as { summary: { checked: number; failed: number } };
      expect(report.summary).toMatchObject({ checked: 22, failed: 0 });
      expect(check.stdout + check.stderr).not.toContain("\u001b[");
      expect(check.stderr).toBe("");
      const suspended = await waea(["account", "check", SUSPENDED]);
      expect(suspended.code).toBe(ExitCodes.problems);
      expect(suspended.stdout).toContain("The account is suspended.");
      expect((await waea(["logout"])).code).toBe(ExitCodes.ok);
      expect((await waea(["--json", "whoami"])).code).toBe(ExitCodes.notSignedIn);
    },
    PROCESSES,
  );
});
