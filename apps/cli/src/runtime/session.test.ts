// The session across runs (AUTH-08 in the CLI, docs/cli.md "Session and environment"): an expired stored token,
// a renewed one, and WAEA_TOKEN standing for the stored session.
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../exit-codes";
import { OPS, demoAccount } from "../testing/demo";
import { cli, json, operator, signedIn, storedJwt, withFakeApi } from "../testing/harness";
import { recording } from "../testing/transport";

const api = withFakeApi();
const MINUTE = 60 * 1000;

describe("sessions that end (CLI-01, CLI-04)", () => {
  it("an expired stored token is cleared before anything is sent: exit 4", async () => {
    const sent = recording();
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { fetch: sent.wrap });
    api().clock.advance(2 * 60 * MINUTE);
    const run = await cli(on, ["--json", "cards"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(json(run)).toMatchObject({ error: { kind: "not_signed_in", exitCode: 4 } });
    expect(run.stderr).toContain("Your session has expired. Please sign in again.");
    expect(sent.sent).toEqual([]);
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });
});

describe("sessions that go on (CLI-01)", () => {
  it("keeps the renewed token the operator hands out in the session's last 30 minutes", async () => {
    const on = await signedIn(api(), OPS);
    const first = await storedJwt(on);
    api().clock.advance(40 * MINUTE);
    expect((await cli(on, ["accounts", "list"])).code).toBe(ExitCodes.ok);
    expect(await storedJwt(on)).not.toBe(first);
    const who = json(await cli(on, ["--json", "whoami"]));
    expect(Date.parse(String(who.expiresAt))).toBe(api().clock.nowMillis() + 60 * MINUTE);
  });
});

describe("WAEA_TOKEN (CLI-01)", () => {
  it("stands for the session; the stored one is neither used nor changed, the chosen account still read", async () => {
    const token = await storedJwt(await signedIn(api(), "prepay@waea.test"));
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const stored = await on.stored(StorageKeys.auth);
    const env = { env: { token } };
    const list = await cli(on, ["--json", "accounts", "list"], env);
    expect(json<{ accounts: Array<{ uuid: string }> }>(list).accounts.map((a) => a.uuid)).toEqual([
      demoAccount("prepay"),
    ]);
    expect((await cli(on, ["cards"], env)).stdout).toContain("4242");
    expect(json(await cli(on, ["--json", "whoami"], env))).toMatchObject({ token: "from_env" });
    expect((await cli(on, ["logout"], env)).code).toBe(ExitCodes.usage);
    expect(await on.stored(StorageKeys.auth)).toBe(stored);
  });

  it("a token the operator refuses exits 4, is never printed, and leaves the stored session alone", async () => {
    const on = await signedIn(api(), OPS);
    const stored = await on.stored(StorageKeys.auth);
    const run = await cli(on, ["accounts", "list"], { env: { token: "not-a-token" } });
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stdout + run.stderr).not.toContain("not-a-token");
    expect(await on.stored(StorageKeys.auth)).toBe(stored);
  });

  it("a refused token with no account chosen is a sign-in error (exit 4), not 'no account chosen'", async () => {
    for (const args of [["balance"], ["--json", "invoices"]]) {
      const run = await cli(operator(api()), args, { env: { token: "not-a-token" } });
      expect(run.code).toBe(ExitCodes.notSignedIn);
      expect(run.stderr).toContain("The operator refused WAEA_TOKEN.");
      expect(run.stderr).not.toContain("No customer account is chosen");
      expect(run.stdout + run.stderr).not.toContain("not-a-token");
    }
    const good = await storedJwt(await signedIn(api(), OPS));
    const unchosen = await cli(operator(api()), ["balance"], { env: { token: good } });
    expect(unchosen.code).toBe(ExitCodes.usage);
    expect(unchosen.stderr).toContain("No customer account is chosen");
  });

  it("is enough without any stored session", async () => {
    const token = await storedJwt(await signedIn(api(), OPS));
    const run = await cli(operator(api()), ["--account", demoAccount("payg"), "balance"], { env: { token } });
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stdout).toMatch(/Balance +\$34\.00/);
  });
});
