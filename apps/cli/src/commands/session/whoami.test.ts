import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Accounts, OPERATOR } from "../../testing/memory-world";
import { HOUR, NOW, context, memoryOperator, parse, runOn, sessionEntries } from "../../testing/harness";
import { run as whoami, whoamiCommand } from "./whoami";

describe("whoami: parsing", () => {
  it("takes no arguments", async () => {
    expect(await parse(whoamiCommand, [])).toEqual({});
    await expect(parse(whoamiCommand, ["extra"])).rejects.toMatchObject({
      code: "commander.excessArguments",
    });
  });
});

describe("whoami: run", () => {
  it("says who is signed in and which account is chosen, never the token", async () => {
    const result = Either.getOrThrow(await runOn(memoryOperator(), whoami, {}));
    expect(result.data).toEqual({
      uuid: OPERATOR.uuid,
      email: OPERATOR.email,
      name: "Ops Desk",
      expiresAt: new Date(NOW + HOUR).toISOString(),
      token: "valid",
      currentAccount: Accounts.healthy,
    });
    expect(JSON.stringify(result)).not.toContain("memory.test");
  });
  it("says when the token is about to be renewed, and that WAEA_TOKEN stands for it", async () => {
    const soon = Either.getOrThrow(await runOn(memoryOperator(sessionEntries(NOW + 60_000)), whoami, {}));
    expect(soon.data.token).toBe("near_expiry");
    const env = Either.getOrThrow(
      await runOn(memoryOperator({}), whoami, {}, context({ tokenFromEnv: true })),
    );
    expect(env.data).toMatchObject({ token: "from_env", uuid: null });
  });
  it("fails with not_signed_in without a session", async () => {
    expect(Either.flip(await runOn(memoryOperator({}), whoami, {})).pipe(Either.getOrThrow).kind).toBe(
      "not_signed_in",
    );
  });
});
