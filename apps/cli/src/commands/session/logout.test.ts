import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { LOGOUT_CLEARS } from "@waea/domain/session";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, parse, runOn, signedIn, storedJwt, withFakeApi } from "../../testing/harness";
import { logoutCommand, run as logout } from "./logout";

const api = withFakeApi();

describe("logout: parsing", () => {
  it("takes no arguments", async () => {
    expect(await parse(logoutCommand, [])).toEqual({});
    await expect(parse(logoutCommand, ["now"])).rejects.toMatchObject({ code: "commander.excessArguments" });
  });
});

describe("logout: run (CLI-01)", () => {
  it("clears the session and the chosen account, and keeps preferences", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    await Effect.runPromise(on.storage.set(StorageKeys.preferences, "{}"));
    expect(Either.isRight(await runOn(on, logout, {}))).toBe(true);
    for (const key of LOGOUT_CLEARS) expect(await on.stored(key)).toBeUndefined();
    expect(await on.stored(StorageKeys.preferences)).toBe("{}");
  });

  it("empties the session file: the next command is not signed in (exit 4)", async () => {
    const on = await signedIn(api(), "prepay@waea.test", demoAccount("prepay"), { onDisk: true });
    expect((await cli(on, ["logout"])).code).toBe(ExitCodes.ok);
    expect((await cli(on, ["whoami"])).code).toBe(ExitCodes.notSignedIn);
    expect(readFileSync(join(on.configHome, "waea", "session.json"), "utf8")).toBe("{}\n");
  });

  it("refuses with WAEA_TOKEN set (exit 2): there is no stored session to end, and nothing is cleared", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["logout"], { env: { token: await storedJwt(on) } });
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("WAEA_TOKEN is set");
    expect(await on.stored(StorageKeys.auth)).toBeDefined();
  });
});
