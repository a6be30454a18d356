import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "@waea/domain/calendar";
import { millisToNanos } from "@waea/domain/ports";
import {
  chargeMillis,
  histogramRequest,
  toHistogram,
  usageBalances,
  type HistogramReply,
  type UsageBalancesReply,
  type UsageChargesReply,
} from "@waea/domain/usage";
import { FROZEN_AT } from "../in-process/open-fake-api";
import { demoIds, signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const chargesUrl = (
  t: Awaited<ReturnType<typeof signedIn>>,
  days: number,
  kinds = "data=true&mins=true&txts=true&pxts=true",
) =>
  `/api/frontend/v1/customer/${t.ids.customer}/cellular/charges/${t.ids.product}?From=${millisToNanos(
    FROZEN_AT - days * DAY_MILLIS,
  )}&Upto=${millisToNanos(FROZEN_AT)}&${kinds}`;

describe("usage charges (USE-02)", () => {
  it("lists prepay@'s 60 days of usage newest first, filtered by kind", async () => {
    const t = await signedIn(api(), "prepay");
    const all = ((await t.ok("GET", chargesUrl(t, 61))) as UsageChargesReply).Charges;
    const times = all.map((charge) => chargeMillis(charge.DateAndTime) ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThan(FROZEN_AT - 60 * DAY_MILLIS);
    expect(all.some((charge) => (charge.ChargedData ?? 0) > 0)).toBe(true);
    expect(all.some((charge) => (charge.ChargedMins ?? 0) > 0)).toBe(true);
    const week = ((await t.ok("GET", chargesUrl(t, 7))) as UsageChargesReply).Charges;
    expect(week.length).toBeLessThan(all.length / 4);
    const dataOnly = (
      (await t.ok(
        "GET",
        chargesUrl(t, 61, "data=true&mins=false&txts=false&pxts=false"),
      )) as UsageChargesReply
    ).Charges;
    expect(
      dataOnly.every((charge) => charge.ChargedData !== undefined && charge.ChargedMins === undefined),
    ).toBe(true);
    expect((await t.refused("GET", chargesUrl(t, -1))).status).toBe(400);
    const other = demoIds("postpay");
    expect(
      (
        await t.refused(
          "GET",
          `/api/frontend/v1/customer/${other.customer}/cellular/charges/${other.product}?From=0&Upto=1&data=true&mins=true&txts=true&pxts=true`,
        )
      ).status,
    ).toBe(403);
  });
});

describe("usage histogram (USE-03)", () => {
  it("buckets the same records by day: the domain's 30-day chart in MB and minutes", async () => {
    const t = await signedIn(api(), "prepay");
    const request = histogramRequest({
      customerUUID: t.ids.customer,
      productInstanceUUID: t.ids.product,
      productType: "mobile",
      nowMillis: FROZEN_AT,
    });
    const reply = (await t.ok("POST", "/v2/67/usage/data/histogram", request)) as HistogramReply;
    const points = toHistogram(reply.Buckets, request.Range);
    expect(points).toHaveLength(30);
    expect(points.filter((point) => point.dataMB > 0).length).toBeGreaterThan(25);
    const charges = ((await t.ok("GET", chargesUrl(t, 61))) as UsageChargesReply).Charges.filter(
      (charge) => (chargeMillis(charge.DateAndTime) ?? 0) >= request.Range.From / 1e6,
    );
    const chargedMB = charges.reduce((sum, charge) => sum + (charge.ChargedData ?? 0), 0);
    const chartMB = points.reduce((sum, point) => sum + point.dataMB, 0);
    expect(Math.abs(chartMB - chargedMB)).toBeLessThan(charges.length * 0.01);
    expect(
      (await t.refused("POST", "/v2/67/usage/data/histogram", { ...request, IntervalNanos: 0 })).status,
    ).toBe(400);
    expect(
      (await t.refused("POST", "/v2/67/usage/data/histogram", { ...request, ProductType: "mobileFWA" }))
        .status,
    ).toBe(400);
  });
});

describe("usage balances (USE-01)", () => {
  it("computes what is left of prepay@'s plan and data add-on, with its carry-over", async () => {
    const t = await signedIn(api(), "prepay");
    const reply = (await t.ok(
      "GET",
      `/customers/${t.ids.customer}/products/mobile/${t.ids.product}/usage-balances`,
    )) as UsageBalancesReply;
    const data = reply.Balances.find((entry) => entry.Type === "Data");
    expect(data?.InitialAmount).toBe(8192 + 5120);
    expect(data?.RemainingAmount).toBeGreaterThan(0);
    expect(data?.RemainingAmount).toBeLessThan(8192 + 5120);
    expect(data?.CarryOverAmount).toBe(1536);
    const balances = usageBalances(reply.Balances, FROZEN_AT);
    expect(balances[0]?.kind).toBe("data");
    expect(balances[0]?.CarryOverAmount).toBe(1536);
  });

  it("marks unlimited allowances on postpay", async () => {
    const t = await signedIn(api(), "postpay");
    const reply = (await t.ok(
      "GET",
      `/customers/${t.ids.customer}/products/mobile/${t.ids.product}/usage-balances`,
    )) as UsageBalancesReply;
    const balances = usageBalances(reply.Balances, FROZEN_AT);
    expect(balances.find((balance) => balance.kind === "data")?.unlimited).toBe(true);
    expect(balances.some((balance) => balance.kind === "idd_voice")).toBe(true);
  });

  it("lists fwa@'s data from its fixed wireless plan: unlimited (USE-01 type mapping)", async () => {
    const t = await signedIn(api(), "fwa");
    const reply = (await t.ok(
      "GET",
      `/customers/${t.ids.customer}/products/mobile/${t.ids.product}/usage-balances`,
    )) as UsageBalancesReply;
    expect(reply.Balances.map((balance) => balance.Type)).toEqual(["Data"]);
    expect(reply.Balances[0]?.UsageRule).toBe("Unlimited");
    const balances = usageBalances(reply.Balances, FROZEN_AT);
    expect(balances).toHaveLength(1);
    expect(balances[0]).toMatchObject({ kind: "data", unlimited: true });
  });
});
