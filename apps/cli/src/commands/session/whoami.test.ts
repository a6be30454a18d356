import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { FROZEN_AT } from "@waea/fake-api/in-process";
import { OPS, OPS_LOGIN, demoAccount } from "../../testing/demo";
import { cli, json, operator, parse, runOn, signedIn, storedJwt, withFakeApi } from "../../testing/harness";
import { run as whoami, whoamiCommand } from "./whoami";

const api = withFakeApi();
const HOUR = 60 * 60 * 1000;

describe("whoami: parsing", () => {
  it("takes no arguments", async () => {
    expect(await parse(whoamiCommand, [])).toEqual({});
    await expect(parse(whoamiCommand, ["extra"])).rejects.toMatchObject({
      code: "commander.excessArguments",
    });
  });
});

describe("whoami: run (CLI-01)", () => {
  it("says who is signed in and which account is chosen, never the token", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const result = Either.getOrThrow(await runOn(on, whoami, {}));
    expect(result.data).toEqual({
      uuid: OPS_LOGIN,
      email: OPS,
      name: "Ops Engineer",
      expiresAt: new Date(FROZEN_AT + HOUR).toISOString(),
      token: "valid",
      currentAccount: demoAccount("prepay"),
    });
    expect(JSON.stringify(result)).not.toContain(await storedJwt(on));
  });

  it("says when the token is about to be renewed", async () => {
    const on = await signedIn(api(), OPS);
    api().clock.advance(HOUR - 60_000);
    expect(Either.getOrThrow(await runOn(on, whoami, {})).data.token).toBe("near_expiry");
  });

  it("says that WAEA_TOKEN stands for the session, read from its claims", async () => {
    const token = await storedJwt(await signedIn(api(), OPS));
    const run = await cli(operator(api()), ["--json", "whoami"], { env: { token } });
    expect(json(run)).toEqual({
      uuid: OPS_LOGIN,
      email: null,
      name: null,
      expiresAt: new Date(FROZEN_AT + HOUR).toISOString(),
      token: "from_env",
      currentAccount: null,
    });
  });

  it("fails with not_signed_in without a session", async () => {
    expect(Either.flip(await runOn(operator(api()), whoami, {})).pipe(Either.getOrThrow).kind).toBe(
      "not_signed_in",
    );
  });
});
