import { describe, expect, it } from "vitest";
import { accountProducts } from "@waea/domain/checks";
import { loadPlanFit, windowCostCents } from "@waea/domain/plans";
import { loadUsageCharges } from "@waea/domain/usage";
import { FROZEN_AT, signedIn, withFakeApi, withTransport, type Customer } from "../support/fake-api";

const api = withFakeApi();

const DAY = 86_400_000;

const firstProduct = async (customer: Customer) => {
  const [product] = await customer.run(accountProducts(customer.customer));
  if (product === undefined) throw new Error(`${customer.customer} has no product`);
  return product;
};

const fitOf = async (customer: Customer) =>
  customer.run(loadPlanFit({ customerUUID: customer.customer, product: await firstProduct(customer) }));

describe("plan-fit hint against the operator (PLAN-01, PLAN-03)", () => {
  it("prepay@ used more data than Kōrero 8GB gives in 30 days: Kōrero Unlimited would have covered it, for more", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const report = await fitOf(prepay);
    expect(report).toMatchObject({ fromMillis: FROZEN_AT - 30 * DAY, uptoMillis: FROZEN_AT });
    // The use is the 30 days of usage charges the usage pages list.
    const charges = await prepay.run(
      loadUsageCharges({
        account: prepay.customer,
        product: (await firstProduct(prepay)).UUID,
        fromMillis: report.fromMillis,
        uptoMillis: report.uptoMillis,
        groupBy: "month",
      }),
    );
    const data = charges.value.reduce((sum, group) => sum + group.totals.ChargedData, 0);
    expect(report.usage.dataMB).toBeCloseTo(data, 6);
    expect(report.usage.dataMB).toBeGreaterThan((8192 * 30) / 28);
    expect(report.current?.name).toBe("Kōrero 8GB");
    expect(report.fit).toMatchObject({
      _tag: "Switch",
      plan: { name: "Kōrero Unlimited" },
      currentCovers: false,
      savedCents:
        windowCostCents({ priceCents: 3000, periodDays: 28 }) -
        windowCostCents({ priceCents: 5500, periodDays: 28 }),
    });
  });

  it("postpay@ stays within 15GB on Postpay Unlimited: Postpay Essential 15GB would have saved $20.00", async () => {
    const report = await fitOf(await signedIn(api(), "postpay@waea.test"));
    expect(report.current?.name).toBe("Postpay Unlimited");
    expect(report.fit).toMatchObject({
      _tag: "Switch",
      plan: { name: "Postpay Essential 15GB" },
      currentCovers: true,
      savedCents: 2000,
    });
  });

  it("a prepay customer who used nothing would have saved on the cheapest 28-day plan (never PAYG, another billing type)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await firstProduct(prepay);
    // The demo world cannot be asked for a month without use: its records are emptied through the store.
    api().store.world.usage.records[product.UUID] = [];
    api().store.changed();
    const report = await fitOf(prepay);
    expect(report.usage).toEqual({ dataMB: 0, minutes: 0, texts: 0 });
    expect(report.fit).toMatchObject({
      _tag: "Switch",
      plan: { name: "Kōrero 2GB" },
      currentCovers: true,
      savedCents:
        windowCostCents({ priceCents: 3000, periodDays: 28 }) -
        windowCostCents({ priceCents: 1500, periodDays: 28 }),
    });
  });

  it("has no mobile plan to fit for fixed wireless, and says usage cannot be read when the charges do not load", async () => {
    const fwa = await signedIn(api(), "fwa@waea.test");
    expect(
      await fwa.attempt(loadPlanFit({ customerUUID: fwa.customer, product: await firstProduct(fwa) })),
    ).toMatchObject({ left: { _tag: "PlansRefused", key: "plans.no_current_plan" } });
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await firstProduct(prepay);
    const chargesDown = withTransport(api(), prepay.storage, (url) =>
      url.includes("/charges") ? new Response("{}", { status: 500 }) : undefined,
    );
    expect(await chargesDown.attempt(loadPlanFit({ customerUUID: prepay.customer, product }))).toMatchObject({
      left: { _tag: "UsageError", key: "usage.load_error" },
    });
  });
});
