// The installed command end to end: the bundle built by scripts/build.mjs, started through bin/waea.mjs in a
// fresh process with its own config directory, as `npx waea` runs it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExitCodes } from "./exit-codes";
import { Accounts, OPERATOR } from "./runtime/memory-world";

const root = fileURLToPath(new URL("..", import.meta.url));
const home = mkdtempSync(join(tmpdir(), "waea-bin-"));

const waea = (args: ReadonlyArray<string>, input = "", env: Record<string, string> = {}) => {
  const run = spawnSync(process.execPath, [join(root, "bin/waea.mjs"), ...args], {
    input,
    encoding: "utf8",
    env: { HOME: home, XDG_CONFIG_HOME: join(home, "config"), ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

beforeAll(() => {
  const built = spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("the waea command", () => {
  it("prints its help with the exit codes and exits 0", () => {
    const run = waea(["--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toContain("Exit codes:");
    expect(run.stderr).toBe("");
  });

  it("keeps the session in $XDG_CONFIG_HOME/waea/session.json, mode 0600, and works across processes", () => {
    expect(waea(["whoami"]).code).toBe(ExitCodes.notSignedIn);
    const login = waea(["login", OPERATOR.email, "--password-stdin"], `${OPERATOR.password}\n`);
    expect(login.code, login.stderr).toBe(ExitCodes.ok);
    expect(statSync(join(home, "config/waea/session.json")).mode & 0o777).toBe(0o600);
    expect(waea(["accounts", "use", Accounts.overdue]).code).toBe(ExitCodes.ok);
    const who = waea(["--json", "whoami"]);
    expect(JSON.parse(who.stdout)).toMatchObject({
      email: OPERATOR.email,
      currentAccount: Accounts.overdue,
      token: "valid",
    });
  });

  it("checks every account with --json: one document on stdout, exit 3, no colour off a terminal", () => {
    const run = waea(["account", "check", "--all", "--json"]);
    expect(run.code).toBe(ExitCodes.problems);
    const data = JSON.parse(run.stdout) as { summary: { withProblems: number } };
    expect(data.summary.withProblems).toBe(5);
    expect(run.stdout + run.stderr).not.toContain("\u001b[");
  });

  it("answers a usage error with 2 and never prompts when stdin is not a terminal", () => {
    expect(waea(["account", "check", "--concurrency", "0"]).code).toBe(ExitCodes.usage);
    const prompt = waea(["login", OPERATOR.email]);
    expect(prompt.code).toBe(ExitCodes.usage);
    expect(prompt.stderr).toContain("--password-stdin");
  });

  it("signs out", () => {
    expect(waea(["logout"]).code).toBe(ExitCodes.ok);
    expect(waea(["whoami"]).code).toBe(ExitCodes.notSignedIn);
  });
});
