import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { ExitCodes } from "../../exit-codes";
import { OPS, OPS_LOGIN, demoAccount } from "../../testing/demo";
import {
  cli,
  context,
  fakePrompter,
  json,
  operator,
  parse,
  runOn,
  signedIn,
  withFakeApi,
} from "../../testing/harness";
import { loginCommand, passwordFromStdin, run } from "./login";

const api = withFakeApi();
const fromStdin = (password = DEMO_PASSWORD) => context({ readStdin: async () => `${password}\n` });

describe("login: parsing", () => {
  it("takes the e-mail as an argument and --password-stdin, and has no password flag", async () => {
    expect(await parse(loginCommand, [OPS, "--password-stdin"])).toEqual({ email: OPS, passwordStdin: true });
    expect(await parse(loginCommand, [])).toEqual({ email: undefined, passwordStdin: false });
    await expect(parse(loginCommand, [OPS, "--password", "x"])).rejects.toMatchObject({
      code: "commander.unknownOption",
    });
  });
  it("reads the password from stdin without its line ending", () => {
    expect(passwordFromStdin("Kaitiaki-2026!\n")).toBe("Kaitiaki-2026!");
    expect(passwordFromStdin("a b\r\n")).toBe("a b");
  });
});

describe("login: run (CLI-01)", () => {
  it("signs in from stdin, stores the session and keeps a chosen account the login still sees", async () => {
    const on = await signedIn(api(), OPS, demoAccount("noplan"));
    const result = Either.getOrThrow(await runOn(on, run, { email: OPS, passwordStdin: true }, fromStdin()));
    expect(result.data).toMatchObject({ uuid: OPS_LOGIN, email: OPS, currentAccount: demoAccount("noplan") });
    expect(result.data.accounts).toHaveLength(22);
    const stored = JSON.parse((await on.stored(StorageKeys.auth)) ?? "{}") as { JWT?: string; UUID?: string };
    expect(stored.UUID).toBe(OPS_LOGIN);
    expect(JSON.stringify(result)).not.toContain(stored.JWT);
  });

  it("chooses the only account of a customer's login, and forgets a chosen one it cannot see", async () => {
    const on = operator(api());
    await Effect.runPromise(on.storage.set(StorageKeys.currentCustomer, demoAccount("noplan")));
    const email = "prepay@waea.test";
    const result = Either.getOrThrow(await runOn(on, run, { email, passwordStdin: true }, fromStdin()));
    expect(result.data).toMatchObject({
      accounts: [demoAccount("prepay")],
      currentAccount: demoAccount("prepay"),
    });
    expect(await on.stored(StorageKeys.currentCustomer)).toBe(demoAccount("prepay"));
  });

  it("asks for the e-mail and password on a terminal, never echoing the password into output", async () => {
    const prompter = fakePrompter([OPS, DEMO_PASSWORD]);
    const run1 = await cli(operator(api()), ["login"], { terminal: { stdin: true, stderr: true }, prompter });
    expect(run1.code).toBe(ExitCodes.ok);
    expect(prompter.asked).toEqual(["E-mail address:", "Password:"]);
    expect(run1.stdout + run1.stderr).not.toContain(DEMO_PASSWORD);
  });

  it("does not prompt off a terminal: a usage error naming --password-stdin, nothing stored", async () => {
    const on = operator(api());
    const result = await runOn(on, run, { email: OPS, passwordStdin: false });
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.error.value_required", params: { flag: "--password-stdin" } },
    });
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("a refused sign-in keeps the session that was there, the chosen account with it", async () => {
    const on = await signedIn(api(), OPS, demoAccount("postpay"), { onDisk: true });
    const file = join(on.configHome, "waea", "session.json");
    const before = readFileSync(file, "utf8");
    const refused = await cli(on, ["login", "prepay@waea.test", "--password-stdin"], {
      terminal: { input: "Wrong-Password-1\n" },
    });
    expect(refused.code).toBe(ExitCodes.failure);
    expect(readFileSync(file, "utf8")).toBe(before);
    const who = await cli(on, ["--json", "whoami"]);
    expect(who.code).toBe(ExitCodes.ok);
    expect(json(who)).toMatchObject({ uuid: OPS_LOGIN, currentAccount: demoAccount("postpay") });
  });

  it("refuses a wrong password with the operator's text (exit 1) and stores nothing", async () => {
    const on = operator(api());
    const refused = await cli(on, ["login", OPS, "--password-stdin"], {
      terminal: { input: "Wrong-Password-1\n" },
    });
    expect(refused.code).toBe(ExitCodes.failure);
    expect(refused.stderr).toBe("waea: The email address or password is invalid\n");
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("refuses with WAEA_TOKEN set (exit 2) and stores nothing", async () => {
    const on = operator(api());
    const refused = await cli(on, ["login", OPS, "--password-stdin"], {
      env: { token: "staff-token" },
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(refused.code).toBe(ExitCodes.usage);
    expect(refused.stderr).toContain("WAEA_TOKEN is set and stands for the session");
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });
});

describe("login: MFA (AUTH-13, CLI-01)", () => {
  const MFA = "mfa@waea.test";
  const mfaCode = () => Object.values(api().codes(MFA).mfaCodes)[0] ?? "";

  it("AUTH-13: gives the code of --otp before keeping the session, which then reaches the account", async () => {
    const on = operator(api());
    const login = await cli(on, ["login", MFA, "--password-stdin", "--otp", mfaCode()], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.ok);
    expect(login.stdout + login.stderr).not.toContain(mfaCode());
    const who = await cli(on, ["--json", "whoami"]);
    expect(json(who)).toMatchObject({ email: MFA, token: "valid" });
  });

  it("AUTH-13: a wrong code is refused in the spec's words and keeps the session that was there", async () => {
    const on = await signedIn(api(), OPS, demoAccount("postpay"), { onDisk: true });
    const file = join(on.configHome, "waea", "session.json");
    const before = readFileSync(file, "utf8");
    const refused = await cli(on, ["login", MFA, "--password-stdin", "--otp", "000000"], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(refused.code).toBe(ExitCodes.failure);
    expect(refused.stderr).toContain("The verification code is incorrect, please use the right code.");
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("AUTH-13: asks for the code on a terminal, and off a terminal names --otp", async () => {
    const prompter = fakePrompter([MFA, DEMO_PASSWORD, mfaCode()]);
    const asked = await cli(operator(api()), ["login"], {
      terminal: { stdin: true, stderr: true },
      prompter,
    });
    expect(asked.code).toBe(ExitCodes.ok);
    expect(prompter.asked).toEqual(["E-mail address:", "Password:", "MFA code:"]);
    const on = operator(api());
    const result = await runOn(on, run, { email: MFA, passwordStdin: true }, fromStdin());
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.error.value_required", params: { flag: "--otp" } },
    });
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });
});

describe("login: the session file (CLI-01)", () => {
  it("signs in into a 0600 file in a 0700 directory, and never prints the token", async () => {
    const on = operator(api(), { onDisk: true });
    const login = await cli(on, ["login", OPS, "--password-stdin"], {
      terminal: { input: `${DEMO_PASSWORD}\n` },
    });
    expect(login.code).toBe(ExitCodes.ok);
    expect(login.stderr).toContain(`Signed in as ${OPS}.`);
    const file = join(on.configHome, "waea", "session.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(file)).mode & 0o777).toBe(0o700);
    const who = await cli(on, ["--json", "whoami"]);
    expect(json(who)).toMatchObject({
      email: OPS,
      name: "Ops Engineer",
      token: "valid",
      currentAccount: null,
    });
    const entries = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    const jwt = (JSON.parse(entries[StorageKeys.auth] ?? "{}") as { JWT: string }).JWT;
    expect(jwt.split(".")).toHaveLength(3);
    for (const out of [login, who]) expect(out.stdout + out.stderr).not.toContain(jwt);
  });
});
