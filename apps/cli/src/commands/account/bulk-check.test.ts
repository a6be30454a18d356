// CLI-05 over many accounts: the fake API seeds generated ones for bulk@waea.test, as `npm start -- --bulk N` does.
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { BULK_LOGIN_EMAIL } from "@waea/fake-api/in-process";
import { ExitCodes } from "../../exit-codes";
import { context, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { recording } from "../../testing/transport";
import { run } from "./check";

const BULK = 20;
const api = withFakeApi({ bulk: BULK });

describe("account check --all over many accounts (CLI-05)", () => {
  it("checks every account at most --concurrency at a time, ticking progress once per account", async () => {
    const customers = recording("customer.readCustomer");
    const on = await signedIn(api(), BULK_LOGIN_EMAIL, undefined, { fetch: customers.wrap });
    const ticks: number[] = [];
    const ctx = context({ progress: (total) => ({ tick: () => ticks.push(total), done: () => undefined }) });
    const { data, exitCode } = Either.getOrThrow(
      await runOn(on, run, { uuids: [], all: true, concurrency: 4 }, ctx),
    );
    expect(customers.count()).toBe(BULK);
    expect(customers.peak()).toBe(4);
    expect(ticks).toEqual(Array.from({ length: BULK }, () => BULK));
    const codes = (code: string) =>
      data.accounts.filter((a) => "findings" in a && a.findings.some((f) => f.code === code)).length;
    // Every tenth generated account is suspended, every seventh unverified (apps/fake-api/src/world/bulk-seed.ts).
    expect([codes("suspended"), codes("email_not_verified")]).toEqual([BULK / 10, Math.floor(BULK / 7)]);
    expect(data.summary).toMatchObject({ checked: BULK, failed: 0 });
    expect(exitCode).toBe(ExitCodes.problems);
  });
});
