import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { UserError } from "@waea/domain/errors";
import { ExitCodes } from "../exit-codes";
import { OPS, demoAccount } from "../testing/demo";
import { cli, signedIn, withFakeApi } from "../testing/harness";
import { answering, jsonReply } from "../testing/transport";

const api = withFakeApi();

/** The --json error document: `{ error: { kind, message, exitCode, domainError? } }`, nothing else on stdout. */
const errorOf = (stdout: string) => {
  const document: unknown = JSON.parse(stdout);
  expect(Object.keys(document as object)).toEqual(["error"]);
  return (document as { readonly error: Record<string, unknown> }).error;
};

describe("--json error document (CLI-04)", () => {
  it("carries the domain's error Schema-encoded: its _tag and fields, decodable as a UserError", async () => {
    const on = await signedIn(api(), "prepay@waea.test", demoAccount("prepay"));
    const run = await cli(on, ["--json", "accounts", "use", demoAccount("postpay")]);
    expect(run.code).toBe(ExitCodes.failure);
    const error = errorOf(run.stdout);
    expect(error).toEqual({
      kind: "failure",
      message: `Account ${demoAccount("postpay")} is not one of the accounts this session can see.`,
      exitCode: 1,
      domainError: { _tag: "ChecksRefused", key: "checks.account_not_visible", uuid: demoAccount("postpay") },
    });
    expect(Schema.decodeUnknownSync(UserError)(error["domainError"])._tag).toBe("ChecksRefused");
  });

  it("a usage error is the CLI's own: no domainError", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["--json", "accounts", "use", "customer-1"]);
    expect(run.code).toBe(ExitCodes.usage);
    const error = errorOf(run.stdout);
    expect(error).toMatchObject({ kind: "usage", exitCode: 2 });
    expect(error).not.toHaveProperty("domainError");
  });

  it("a reply that does not decode names its call and field, never the value the server sent", async () => {
    const bent = answering("customer.customerUuids", () =>
      jsonReply(200, { CustomerUUIDs: [{ secret: "tok_live_x" }] }),
    );
    const run = await cli(await signedIn(api(), OPS, undefined, { fetch: bent }), [
      "--json",
      "accounts",
      "list",
    ]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(errorOf(run.stdout)["domainError"]).toEqual({
      _tag: "DecodeError",
      call: "customer.customerUuids",
      field: "CustomerUUIDs.0",
    });
    expect(run.stdout).not.toContain("tok_live_x");
    expect(run.stderr).not.toContain("tok_live_x");
  });

  it("a 5xx keeps the operator's status in the ApiFailure, and says 'Please try again later.'", async () => {
    const down = answering("customer.customerUuids", () =>
      jsonReply(503, { Message: "Service Unavailable" }),
    );
    const run = await cli(await signedIn(api(), OPS, undefined, { fetch: down }), [
      "--json",
      "accounts",
      "list",
    ]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(errorOf(run.stdout)).toMatchObject({
      message: "Please try again later.",
      domainError: { _tag: "ApiFailure", call: "customer.customerUuids", status: 503 },
    });
  });
});
