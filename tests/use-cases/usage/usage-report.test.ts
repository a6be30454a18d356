import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "@waea/domain/calendar";
import { accountProducts } from "@waea/domain/checks";
import { loadUsageReport } from "@waea/domain/usage";
import { FROZEN_AT, signedIn, withFakeApi, visitor, withTransport, type Customer } from "../support/fake-api";

const api = withFakeApi();

const productOf = async (customer: Customer): Promise<string> =>
  (await customer.run(accountProducts(customer.customer)))[0]?.UUID ?? "";

describe("loadUsageReport: balances and the charges of a window (USE-01, USE-02)", () => {
  it("USE-02: groups prepay@'s charges of the 30 days ending now by day, and of a year by month", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    const byDay = await prepay.run(loadUsageReport({ account: prepay.customer, product, groupBy: "day" }));
    expect(byDay.window).toEqual({
      days: 30,
      fromMillis: FROZEN_AT - 30 * DAY_MILLIS,
      uptoMillis: FROZEN_AT,
    });
    expect(byDay.balances.map((balance) => balance.kind)).toContain("data");
    expect(byDay.groups.length).toBeGreaterThan(5);
    const byMonth = await prepay.run(
      loadUsageReport({ account: prepay.customer, product, groupBy: "month" }),
    );
    expect(byMonth.window.days).toBe(365);
    expect(byMonth.groups.every((group) => /^\d{4}-\d{2}$/.test(group.key))).toBe(true);
  });

  it("USE-01: is refused with 'We can't get usage right now' when a part does not load", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    const chargesDown = withTransport(api(), prepay.storage, (url) =>
      url.includes("/charges") ? new Response("{}", { status: 500 }) : undefined,
    );
    expect(
      await chargesDown.attempt(loadUsageReport({ account: prepay.customer, product, groupBy: "day" })),
    ).toMatchObject({ left: { _tag: "UsageError", key: "usage.load_error" } });
    // Another login's product is refused (403): its report is not loaded either.
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(
      await postpay.attempt(loadUsageReport({ account: prepay.customer, product, groupBy: "year" })),
    ).toMatchObject({ left: { _tag: "UsageError", key: "usage.load_error" } });
  });

  it("passes an ended session on, and needs an account", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    expect(
      await visitor(api()).attempt(loadUsageReport({ account: prepay.customer, product, groupBy: "day" })),
    ).toMatchObject({ left: { _tag: "Unauthorized" } });
    expect(await prepay.attempt(loadUsageReport({ account: " ", product, groupBy: "day" }))).toMatchObject({
      left: { _tag: "UsageError", key: "usage.current_account_not_specified" },
    });
  });
});
