import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../exit-codes";
import { OPS, VOUCHERS, demoAccount } from "../testing/demo";
import { cli, signedIn, withFakeApi } from "../testing/harness";
import { answering, failing, jsonReply } from "../testing/transport";

const api = withFakeApi();
const HOUR = 60 * 60 * 1000;

describe("how a run ends (CLI-04)", () => {
  it("exits 4 when the operator ended the session, whatever the command made of the error", async () => {
    // The operator's clock is two hours on: it refuses the token this machine still holds valid (a 401).
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { clockBehindMillis: 2 * HOUR });
    api().clock.advance(2 * HOUR);
    const run = await cli(on, ["voucher", "check", VOUCHERS.twenty.code]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toBe("waea: Your session has expired. Please sign in again.\n");
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("names the API a network failure could not reach, never with a stack trace, and keeps the session", async () => {
    // What the CLI's own fetch (node-fetch.ts) rejects with when nothing listens.
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:8080"), { code: "ECONNREFUSED" });
    const on = await signedIn(api(), OPS, undefined, { fetch: failing("customer.customerUuids", refused) });
    const run = await cli(on, ["--json", "accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        kind: "failure",
        message: `Cannot reach the operator API at ${api().baseUrl}: connect ECONNREFUSED 10.0.0.9:8080`,
        exitCode: 1,
        domainError: {
          _tag: "NetworkError",
          call: "customer.customerUuids",
          message: "connect ECONNREFUSED 10.0.0.9:8080",
        },
      },
    });
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await on.stored(StorageKeys.auth)).toBeDefined();
  });

  it("says which call and field a reply that does not decode broke, without its value", async () => {
    const bent = answering("customer.customerUuids", () =>
      jsonReply(200, { CustomerUUIDs: [{ secret: "x" }] }),
    );
    const run = await cli(await signedIn(api(), OPS, undefined, { fetch: bent }), ["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe(
      "waea: The operator API sent a reply waea cannot read (customer.customerUuids, field CustomerUUIDs.0).\n",
    );
  });
});
