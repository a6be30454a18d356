import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { ExitCodes } from "../../exit-codes";
import { cli, json, operator, withFakeApi, type Operator } from "../../testing/harness";

const api = withFakeApi();

const login = (
  on: Operator,
  password: string,
  options: { readonly json?: boolean; readonly lang?: string } = {},
) =>
  cli(on, [...(options.json === true ? ["--json"] : []), "login", "prepay@waea.test", "--password-stdin"], {
    terminal: { input: `${password}\n` },
    ...(options.lang === undefined ? {} : { env: { lang: options.lang } }),
  });

const failFiveTimes = async (on: Operator) => {
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await login(on, "Wrong-Password-1")).code).toBe(ExitCodes.failure);
};

describe("login: too many attempts (CLI-01, AUTH-01, #11)", () => {
  it("after 5 wrong passwords the right one is refused with how long to wait (exit 1), nothing stored", async () => {
    const on = operator(api());
    await failFiveTimes(on);
    const refused = await login(on, DEMO_PASSWORD);
    expect(refused.code).toBe(ExitCodes.failure);
    expect(refused.stderr).toBe("waea: Too many attempts. Try again in 15 minutes.\n");
    expect((await cli(on, ["whoami"])).code).toBe(ExitCodes.notSignedIn);
  });

  it("--json carries TooManyAttempts with the seconds to wait; te reo Māori says it too", async () => {
    const on = operator(api());
    await failFiveTimes(on);
    const refused = await login(on, DEMO_PASSWORD, { json: true });
    expect(json(refused)).toMatchObject({
      error: {
        kind: "failure",
        exitCode: 1,
        domainError: { _tag: "TooManyAttempts", call: "auth.signIn", retryAfterSeconds: 900 },
      },
    });
    const inMaori = await login(on, DEMO_PASSWORD, { lang: "mi-NZ" });
    expect(inMaori.stderr).toContain(
      "Kua nui rawa ngā nganatanga. Tatari mō ngā meneti e 15, ka ngana anō ai.",
    );
  });
});
