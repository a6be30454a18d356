import { describe, expect, it } from "vitest";
import { BillingError } from "@waea/domain/billing";
import { ChecksRefused } from "@waea/domain/checks";
import type { UserError } from "@waea/domain/errors";
import { PaymentsError } from "@waea/domain/payments";
import { ApiFailure, DecodeError, Forbidden, NetworkError, Unauthorized } from "@waea/domain/ports";
import { SimCallFailed } from "@waea/domain/sim";
import { UsageError } from "@waea/domain/usage";
import { NETWORK_ERROR_KEY, fromDomainError, jsonOfDomainError } from "./domain-errors";

const call = "payments.checkVoucher";
const unauthorized = new Unauthorized({ call, message: "Token expired" });
const network = new NetworkError({ call, message: "connect ECONNREFUSED" });
const decode = new DecodeError({ call, field: "Valid", message: 'Expected boolean, actual "tok_live_x"' });
const simFailed = (cause: SimCallFailed["cause"]) =>
  new SimCallFailed({ action: "settings", messageKey: "sim.call_error", cause });

/** Each domain error: the kind of failure the CLI reports (exit code) and the message it says. */
const told: ReadonlyArray<readonly [UserError, string, string]> = [
  [unauthorized, "not_signed_in", "errors.session_expired"],
  [new Forbidden({ call, message: "no" }), "failure", "errors.forbidden"],
  [network, "failure", NETWORK_ERROR_KEY],
  [decode, "failure", "cli.error.decode"],
  [new ApiFailure({ call, status: 503, message: "down" }), "failure", "errors.try_again_later"],
  [new ApiFailure({ call, status: 400, message: "Bad voucher" }), "failure", "errors.server_message"],
  [
    new PaymentsError({ key: "payments.redemption_check_error" }),
    "failure",
    "payments.redemption_check_error",
  ],
  [
    new BillingError({ message: { key: "billing.document_not_found" } }),
    "failure",
    "billing.document_not_found",
  ],
  [new UsageError({ key: "usage.load_error" }), "failure", "usage.load_error"],
  [new ChecksRefused({ key: "checks.no_products" }), "failure", "checks.no_products"],
  [simFailed(new ApiFailure({ call, status: 500, message: "down" })), "failure", "sim.call_error"],
  // A SIM call's ended session or unreachable API is told as such, not as 'error occurred. try again later'.
  [simFailed(unauthorized), "not_signed_in", "errors.session_expired"],
  [simFailed(network), "failure", NETWORK_ERROR_KEY],
];

describe("fromDomainError: the CLI's one map from a domain error to what it says (CLI-04)", () => {
  it.each(told)("%o is a %s saying %s, and keeps the domain error for --json", (error, kind, key) => {
    const cli = fromDomainError(error);
    expect(cli.kind).toBe(kind);
    expect(cli.message.key).toBe(key);
    expect(cli.endSession).toBe(kind === "not_signed_in");
    expect(cli.domainError).toBe(error);
  });
});

describe("jsonOfDomainError", () => {
  it("encodes the error with its _tag and fields", () => {
    expect(
      jsonOfDomainError(new PaymentsError({ key: "payments.redemption_check_error", detail: "used" })),
    ).toEqual({ _tag: "PaymentsError", key: "payments.redemption_check_error", detail: "used" });
  });

  it("leaves out what a DecodeError quotes of the server's reply, also inside a SIM call failure", () => {
    expect(jsonOfDomainError(decode)).toEqual({ _tag: "DecodeError", call, field: "Valid" });
    expect(JSON.stringify(jsonOfDomainError(simFailed(decode)))).not.toContain("tok_live_x");
  });
});
