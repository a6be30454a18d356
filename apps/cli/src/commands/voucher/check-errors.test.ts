import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { ExitCodes } from "../../exit-codes";
import { OPS, VOUCHERS, demoAccount } from "../../testing/demo";
import { cli, signedIn, withFakeApi } from "../../testing/harness";
import { answering, failing, jsonReply } from "../../testing/transport";

const api = withFakeApi();
const { code } = VOUCHERS.twenty;

/**
 * waea voucher check runs the domain's checkVoucher: only a refusal of the voucher is 'Redemption check Error'; an
 * ended session, an unreachable API and a reply waea cannot read are told as every command tells them (they were
 * all 'Redemption check Error' before).
 */
describe("voucher check: how a failure is told (PAY-05, CLI-04)", () => {
  it("an unknown voucher is 'Redemption check Error', and --json carries the PaymentsError", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["--json", "voucher", "check", "9999999999999"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe("waea: Redemption check Error\n");
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: {
        kind: "failure",
        message: "Redemption check Error",
        exitCode: 1,
        domainError: { _tag: "PaymentsError", key: "payments.redemption_check_error" },
      },
    });
  });

  it("a used voucher (6700000000036) says what the operator said, not 'Redemption check Error'", async () => {
    expect(VOUCHERS.used.code).toBe("6700000000036");
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["voucher", "check", VOUCHERS.used.code]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe("waea: This voucher has already been redeemed\n");
    const maori = await cli(on, ["voucher", "check", VOUCHERS.used.code], { env: { lang: "mi-NZ" } });
    expect(maori.stderr).toBe("waea: Kua whakamahia kē tēnei tīkiti\n");
    const json = await cli(on, ["--json", "voucher", "check", VOUCHERS.used.code]);
    expect(JSON.parse(json.stdout)).toMatchObject({
      error: {
        kind: "failure",
        message: "This voucher has already been redeemed",
        exitCode: 1,
        domainError: { _tag: "PaymentsError", key: "payments.voucher_already_redeemed" },
      },
    });
  });

  it("a 401 ends the session: exit 4, 'sign in again', the Unauthorized error in --json", async () => {
    const expired = answering("payments.checkVoucher", () => jsonReply(401, { Message: "Token expired" }));
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { fetch: expired });
    const run = await cli(on, ["--json", "voucher", "check", code]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toBe("waea: Your session has expired. Please sign in again.\n");
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: {
        kind: "not_signed_in",
        exitCode: 4,
        domainError: { _tag: "Unauthorized", call: "payments.checkVoucher" },
      },
    });
    expect(await on.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("an unreachable API is named, not called a redemption check error, and the session stays", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:8080"), { code: "ECONNREFUSED" });
    const on = await signedIn(api(), OPS, demoAccount("prepay"), {
      fetch: failing("payments.checkVoucher", refused),
    });
    const run = await cli(on, ["--json", "voucher", "check", code]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe(
      `waea: Cannot reach the operator API at ${api().baseUrl}: connect ECONNREFUSED 10.0.0.9:8080\n`,
    );
    expect(JSON.parse(run.stdout)).toMatchObject({
      error: { kind: "failure", domainError: { _tag: "NetworkError", call: "payments.checkVoucher" } },
    });
    expect(await on.stored(StorageKeys.auth)).toBeDefined();
  });

  it("a 403 is 'You don't have access to this.'", async () => {
    const forbidden = answering("payments.checkVoucher", () => jsonReply(403, { Message: "Forbidden" }));
    const on = await signedIn(api(), OPS, demoAccount("prepay"), { fetch: forbidden });
    const run = await cli(on, ["voucher", "check", code]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe("waea: You don't have access to this.\n");
  });
});
