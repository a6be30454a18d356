import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../../exit-codes";
import { Accounts, OPERATOR } from "../../testing/memory-world";
import { cli, context, fakePrompter, memoryOperator, parse, runOn } from "../../testing/harness";
import { loginCommand, passwordFromStdin, run } from "./login";

describe("login: parsing", () => {
  it("takes the e-mail as an argument and --password-stdin, and has no password flag", async () => {
    expect(await parse(loginCommand, ["ops@waea.nz", "--password-stdin"])).toEqual({
      email: "ops@waea.nz",
      passwordStdin: true,
    });
    expect(await parse(loginCommand, [])).toEqual({ email: undefined, passwordStdin: false });
    await expect(parse(loginCommand, ["ops@waea.nz", "--password", "x"])).rejects.toMatchObject({
      code: "commander.unknownOption",
    });
  });
  it("reads the password from stdin without its line ending", () => {
    expect(passwordFromStdin("Kaitiaki-2026!\n")).toBe("Kaitiaki-2026!");
    expect(passwordFromStdin("a b\r\n")).toBe("a b");
  });
});

describe("login: run", () => {
  it("refuses with WAEA_TOKEN set (exit 2) and stores nothing", async () => {
    const operator = memoryOperator({});
    const run = await cli(operator, ["login", OPERATOR.email, "--password-stdin"], {
      env: { token: "staff-token" },
      terminal: { input: `${OPERATOR.password}\n` },
    });
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("WAEA_TOKEN is set and stands for the session");
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("signs in from stdin, stores the session and keeps a still visible chosen account", async () => {
    const operator = memoryOperator({ [StorageKeys.currentCustomer]: Accounts.noplan });
    const result = await runOn(
      operator,
      run,
      { email: OPERATOR.email, passwordStdin: true },
      context({ readStdin: async () => `${OPERATOR.password}\n` }),
    );
    expect(Either.getOrThrow(result).data).toMatchObject({
      uuid: OPERATOR.uuid,
      currentAccount: Accounts.noplan,
      accounts: Object.values(Accounts),
    });
    expect(operator.stored(StorageKeys.auth)).toContain(OPERATOR.uuid);
    expect(JSON.stringify(Either.getOrThrow(result))).not.toContain("memory.");
  });

  it("asks for the e-mail and password on a terminal, never echoing the password into output", async () => {
    const prompter = fakePrompter([OPERATOR.email, OPERATOR.password]);
    const result = await runOn(
      memoryOperator({}),
      run,
      { email: undefined, passwordStdin: false },
      context({ interactive: true, prompter }),
    );
    expect(Either.isRight(result)).toBe(true);
    expect(prompter.asked).toEqual(["E-mail address:", "Password:"]);
    expect(JSON.stringify(result)).not.toContain(OPERATOR.password);
  });

  it("does not prompt off a terminal: a usage error naming --password-stdin, nothing stored", async () => {
    const operator = memoryOperator({});
    const result = await runOn(operator, run, { email: OPERATOR.email, passwordStdin: false });
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.error.value_required", params: { flag: "--password-stdin" } },
    });
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("refuses a wrong password with the operator's text and stores nothing", async () => {
    const operator = memoryOperator({});
    const run1 = await cli(operator, ["login", OPERATOR.email, "--password-stdin"], {
      terminal: { input: "wrong\n" },
    });
    expect(run1.code).toBe(ExitCodes.failure);
    expect(run1.stderr).toContain("The email address or password is invalid");
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });
});
