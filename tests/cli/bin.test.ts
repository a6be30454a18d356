// The built bundle in child processes against the fake API in this process: what a shell script sees.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { control } from "../contract/fake-api";
import { DemoAccounts, OPS } from "./accounts";
import {
  DEMO_PASSWORD,
  ExitCodes,
  resetCliWorld,
  startCliWorld,
  stopCliWorld,
  type CliWorld,
} from "./harness";

const build = fileURLToPath(new URL("../../apps/cli/scripts/build.mjs", import.meta.url));
const out = mkdtempSync(join(tmpdir(), "waea-bundle-"));
const bundle = join(out, "waea.cjs");
let world: CliWorld;

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
        HOME: world.configHome,
        XDG_CONFIG_HOME: world.configHome,
        WAEA_API_URL: world.api.baseUrl,
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

beforeAll(async () => {
  const built = spawnSync(process.execPath, [build, "--outfile", bundle], { encoding: "utf8" });
  expect(built.status, built.stderr).toBe(0);
  world = await startCliWorld();
  await resetCliWorld(world);
  // The bundle runs on the system clock: the fake API's tokens must be valid by it.
  await control(world.api, "clock", { SetMillis: Date.now() });
});
afterAll(async () => {
  await stopCliWorld(world);
  rmSync(out, { recursive: true, force: true });
});

describe("the built waea against the fake API (CLI-04: --json, exit codes, no prompts off a terminal)", () => {
  it("--help lists the commands and the exit codes, exit 0", async () => {
    const run = await waea(["--help"]);
    expect(run.code).toBe(ExitCodes.ok);
    for (const text of ["login", "account", "voucher", "Exit codes:", "4  not signed in"])
      expect(run.stdout).toContain(text);
  });

  it("signs in from stdin, checks every account as one JSON document (exit 3), signs out", async () => {
    expect((await waea(["whoami"])).code).toBe(ExitCodes.notSignedIn);
    const login = await waea(["login", OPS, "--password-stdin"], `${DEMO_PASSWORD}\n`);
    expect(login.code, login.stderr).toBe(ExitCodes.ok);
    expect(statSync(join(world.configHome, "waea", "session.json")).mode & 0o777).toBe(0o600);
    const check = await waea(["--json", "account", "check", "--all"]);
    expect(check.code).toBe(ExitCodes.problems);
    const report = JSON.parse(check.stdout) as { summary: { checked: number; failed: number } };
    expect(report.summary).toMatchObject({ checked: 20, failed: 0 });
    expect(check.stdout + check.stderr).not.toContain("\u001b[");
    expect(check.stderr).toBe("");
    const suspended = await waea(["account", "check", DemoAccounts.suspended]);
    expect(suspended.code).toBe(ExitCodes.problems);
    expect(suspended.stdout).toContain("The account is suspended.");
    expect((await waea(["logout"])).code).toBe(ExitCodes.ok);
    expect((await waea(["--json", "whoami"])).code).toBe(ExitCodes.notSignedIn);
  });

  it("usage errors exit 2 naming the flag, with a JSON document under --json", async () => {
    const run = await waea(["--json", "invoices", "--colour"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(JSON.parse(run.stdout)).toMatchObject({ error: { kind: "usage", exitCode: 2 } });
    expect(run.stderr).toContain("unknown option '--colour'");
  });
});
