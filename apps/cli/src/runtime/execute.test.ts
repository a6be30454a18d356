import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import { PaymentsApi } from "@waea/domain/payments";
import { DecodeError, NetworkError, StorageKeys, Unauthorized } from "@waea/domain/ports";
import { CustomerApi } from "@waea/domain/profile";
import { ExitCodes } from "../exit-codes";
import { cli, memoryOperator, type Operator } from "../testing/harness";
import type { ServicesConfig } from "./services";

/** The operator with one port replaced; `config` is what execute.ts hands the services. */
const withPorts = <P>(operator: Operator, ports: (config: ServicesConfig) => Layer.Layer<P>): Operator => ({
  ...operator,
  services: (config) => Layer.merge(operator.services(config), ports(config)),
});

describe("how a run ends", () => {
  it("exits 4 when the operator ended the session, whatever the command made of the error", async () => {
    const operator = memoryOperator();
    const ended = withPorts(operator, (config) =>
      Layer.succeed(PaymentsApi, {
        ...operator.world.payments,
        checkVoucher: () =>
          Effect.sync(config.onSessionEnded).pipe(
            Effect.zipRight(
              Effect.fail(new Unauthorized({ call: "payments.checkVoucher", message: "expired" })),
            ),
          ),
      }),
    );
    const run = await cli(ended, ["voucher", "check", "4000123456789"]);
    expect(run.code).toBe(ExitCodes.notSignedIn);
    expect(run.stderr).toContain("Your session has expired. Please sign in again.");
    expect(operator.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("names the API a network failure could not reach, never with a stack trace", async () => {
    const operator = memoryOperator();
    const offline = withPorts(operator, () =>
      Layer.succeed(CustomerApi, {
        ...operator.world.customers,
        customerUuids: () =>
          Effect.fail(new NetworkError({ call: "customer.customerUuids", message: "connect ECONNREFUSED" })),
      }),
    );
    const run = await cli(offline, ["--json", "--api-url", "http://10.0.0.9:8080/api", "accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(JSON.parse(run.stdout)).toEqual({
      error: {
        kind: "failure",
        message: "Cannot reach the operator API at http://10.0.0.9:8080/api: connect ECONNREFUSED",
        exitCode: 1,
      },
    });
    expect(operator.stored(StorageKeys.auth)).toBeDefined();
  });

  it("says which call and field a reply that does not decode broke, without its value", async () => {
    const operator = memoryOperator();
    const broken = withPorts(operator, () =>
      Layer.succeed(CustomerApi, {
        ...operator.world.customers,
        customerUuids: () =>
          Effect.fail(
            new DecodeError({
              call: "customer.customerUuids",
              field: "CustomerUUIDs.0",
              message: "secret-ish",
            }),
          ),
      }),
    );
    const run = await cli(broken, ["accounts", "list"]);
    expect(run.code).toBe(ExitCodes.failure);
    expect(run.stderr).toBe(
      "waea: The operator API sent a reply waea cannot read (customer.customerUuids, field CustomerUUIDs.0).\n",
    );
  });

  it("warns on stderr about a problem with the session file and carries on", async () => {
    const operator = memoryOperator();
    const loose: Operator = {
      ...operator,
      services: (config) => {
        config.onStorageProblem({
          _tag: "LoosePermissions",
          path: "/x/session.json",
          mode: 0o644,
          fixed: true,
        });
        return operator.services(config);
      },
    };
    const run = await cli(loose, ["--json", "whoami"]);
    expect(run.code).toBe(ExitCodes.ok);
    expect(run.stderr).toContain(
      "The session file /x/session.json was open to other users (mode 0644); it is now 0600.",
    );
    expect(() => JSON.parse(run.stdout)).not.toThrow();
  });
});
