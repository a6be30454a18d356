import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";
import { ExitCodes } from "../../exit-codes";
import { cli, memoryOperator, parse, runOn, sessionEntries } from "../../testing/harness";
import { logoutCommand, run as logout } from "./logout";

describe("logout: parsing", () => {
  it("takes no arguments", async () => {
    expect(await parse(logoutCommand, [])).toEqual({});
    await expect(parse(logoutCommand, ["now"])).rejects.toMatchObject({ code: "commander.excessArguments" });
  });
});

describe("logout: run", () => {
  it("clears the session and the chosen account, and keeps preferences", async () => {
    const operator = memoryOperator({ ...sessionEntries(), [StorageKeys.preferences]: "{}" });
    expect(Either.isRight(await runOn(operator, logout, {}))).toBe(true);
    for (const key of LOGOUT_CLEARS) expect(operator.stored(key)).toBeUndefined();
    expect(operator.stored(StorageKeys.preferences)).toBe("{}");
  });

  it("refuses with WAEA_TOKEN set (exit 2): there is no stored session to end, and nothing is cleared", async () => {
    const operator = memoryOperator();
    const run = await cli(operator, ["logout"], { env: { token: "staff-token" } });
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("WAEA_TOKEN is set");
    expect(operator.stored(StorageKeys.auth)).toBeDefined();
  });
});
