import { readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { control } from "../contract/fake-api";
import { DemoAccounts, OPS } from "./accounts";
import {
  DEMO_PASSWORD,
  ExitCodes,
  json,
  login,
  resetCliWorld,
  startCliWorld,
  stopCliWorld,
  waea,
  type CliWorld,
} from "./harness";

let world: CliWorld;
beforeAll(async () => {
  world = await startCliWorld();
});
afterAll(() => stopCliWorld(world));
beforeEach(() => resetCliWorld(world));

const storedJwt = (): string => {
  const entries = JSON.parse(readFileSync(world.sessionFile, "utf8")) as Record<string, string>;
  return (JSON.parse(entries["waea.auth"] ?? "{}") as { JWT: string }).JWT;
};

describe("login, whoami, logout against the fake API", () => {
  it("signs in from stdin into a 0600 file in a 0700 directory, and never prints the token", async () => {
    const run = await login(world, OPS, DEMO_PASSWORD);
    expect(run.stderr).toContain(`Signed in as ${OPS}.`);
    expect(statSync(world.sessionFile).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(world.sessionFile)).mode & 0o777).toBe(0o700);
    const who = await waea(world, ["--json", "whoami"]);
    expect(json(who)).toMatchObject({
      email: OPS,
      name: "Ops Engineer",
      token: "valid",
      currentAccount: null,
    });
    const jwt = storedJwt();
    expect(jwt.split(".")).toHaveLength(3);
    for (const out of [run, who]) expect(out.stdout + out.stderr).not.toContain(jwt);
  });

  it("asks for the password on a terminal", async () => {
    const asked: string[] = [];
    const prompter = {
      input: async () => OPS,
      password: async (message: string) => (asked.push(message), DEMO_PASSWORD),
      confirm: async () => false,
    };
    const run = await waea(world, ["login"], { terminal: true, prompter });
    expect(run.code).toBe(ExitCodes.ok);
    expect(asked).toEqual(["Password:"]);
  });

  it("chooses the only account of a customer login, and logout forgets it all", async () => {
    const run = await login(world, "prepay@waea.test", DEMO_PASSWORD);
    expect(run.stdout).toContain(DemoAccounts.prepay);
    expect(json(await waea(world, ["--json", "whoami"]))).toMatchObject({
      currentAccount: DemoAccounts.prepay,
    });
    expect((await waea(world, ["logout"])).code).toBe(ExitCodes.ok);
    const after = await waea(world, ["whoami"]);
    expect(after.code).toBe(ExitCodes.notSignedIn);
    expect(readFileSync(world.sessionFile, "utf8")).toBe("{}\n");
  });

  it("a wrong password is the operator's refusal (exit 1) and stores nothing", async () => {
    const run = await waea(world, ["login", OPS, "--password-stdin"], { input: "Wrong-Password-1\n" });
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toMatch(/^waea: /);
    expect((await waea(world, ["whoami"])).code).toBe(ExitCodes.notSignedIn);
  });
});

describe("sessions that go on", () => {
  it("keeps the renewed token the operator hands out in the session's last 30 minutes", async () => {
    await login(world, OPS, DEMO_PASSWORD);
    const first = storedJwt();
    const forty = 40 * 60 * 1000;
    await control(world.api, "clock", { AdvanceMillis: forty });
    world.clientTime.millis += forty;
    expect((await waea(world, ["accounts", "list"])).code).toBe(ExitCodes.ok);
    expect(storedJwt()).not.toBe(first);
    const who = json(await waea(world, ["--json", "whoami"]));
    expect(Date.parse(String(who.expiresAt))).toBe(world.clientTime.millis + 60 * 60 * 1000);
  });
});

describe("sessions that end", () => {
  it("a 401 (the operator's clock says the token expired) ends the stored session: exit 4", async () => {
    await login(world, OPS, DEMO_PASSWORD);
    await control(world.api, "clock", { AdvanceMillis: 2 * 60 * 60 * 1000 });
    const run = await waea(world, ["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("Your session has expired. Please sign in again.");
    expect(readFileSync(world.sessionFile, "utf8")).not.toContain("waea.auth");
    expect((await waea(world, ["whoami"])).code).toBe(ExitCodes.notSignedIn);
  });

  it("an expired stored token is cleared before anything is sent: exit 4", async () => {
    await login(world, OPS, DEMO_PASSWORD);
    world.clientTime.millis += 2 * 60 * 60 * 1000;
    const run = await waea(world, ["--json", "accounts", "list"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(json(run)).toMatchObject({ error: { kind: "not_signed_in", exitCode: 4 } });
  });
});

describe("WAEA_TOKEN", () => {
  it("stands for the session, and the stored one is neither used nor changed", async () => {
    await login(world, "prepay@waea.test", DEMO_PASSWORD);
    const prepayToken = storedJwt();
    await login(world, OPS, DEMO_PASSWORD);
    const stored = readFileSync(world.sessionFile, "utf8");
    const env = { token: prepayToken };
    const list = await waea(world, ["--json", "accounts", "list"], { env });
    expect(list.code).toBe(ExitCodes.ok);
    expect(json<{ accounts: Array<{ uuid: string }> }>(list).accounts.map((a) => a.uuid)).toEqual([
      DemoAccounts.prepay,
    ]);
    expect(json(await waea(world, ["--json", "whoami"], { env }))).toMatchObject({ token: "from_env" });
    expect((await waea(world, ["logout"], { env })).code).toBe(ExitCodes.usage);
    expect(readFileSync(world.sessionFile, "utf8")).toBe(stored);
  });

  it("a token the operator refuses exits 4 and leaves the stored session alone", async () => {
    await login(world, OPS, DEMO_PASSWORD);
    const stored = readFileSync(world.sessionFile, "utf8");
    const run = await waea(world, ["accounts", "list"], { env: { token: "not-a-token" } });
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stdout + run.stderr).not.toContain("not-a-token");
    expect(readFileSync(world.sessionFile, "utf8")).toBe(stored);
  });
});
