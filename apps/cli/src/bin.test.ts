// The installed command end to end, without an operator: the bundle built by scripts/build.mjs, started through
// bin/waea.mjs in a fresh process with its own config directory, as `npx waea` runs it. Runs against the fake API
// are in tests/cli (an app may not import another app).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExitCodes } from "./exit-codes";

const root = fileURLToPath(new URL("..", import.meta.url));
const home = mkdtempSync(join(tmpdir(), "waea-bin-"));
let closedApi = "";

const waea = (args: ReadonlyArray<string>, input = "", env: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, [join(root, "bin/waea.mjs"), ...args], {
    input,
    encoding: "utf8",
    env: { HOME: home, XDG_CONFIG_HOME: join(home, "config"), PATH: process.env["PATH"] ?? "", ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

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
  const built = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  closedApi = await closedPortUrl();
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("the waea command", () => {
  it("prints its help with the exit codes and exits 0", () => {
    const run = waea(["--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("Exit codes:");
    expect(run.stderr).toBe("");
  });

  it("answers a usage error with 2 and never prompts when stdin is not a terminal", () => {
    expect(waea(["account", "check", "--concurrency", "0"]).code).toBe(ExitCodes.usage);
    const prompt = waea(["login", "ops@waea.test"]);
    expect(prompt.code).toBe(ExitCodes.usage);
    expect(prompt.stderr).toContain("--password-stdin");
  });

  it("exits 4 when not signed in, without asking the operator anything", () => {
    const run = waea(["--api-url", closedApi, "whoami"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("You are not signed in");
  });

  it("names the API it cannot reach, exit 1, one JSON document with --json and no stack trace", () => {
    const run = waea(["--json", "login", "ops@waea.test", "--password-stdin"], "secret\n", {
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
      },
    });
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout + run.stderr).not.toContain("secret");
  });
});
