import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "@waea/domain/calendar";
import type { AutoTopUpSetting, PaymentTransaction } from "@waea/domain/payments";
import { nanosToMillis } from "@waea/domain/ports";
import { signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async () => {
  const t = await signedIn(api(), "prepay");
  const path = `/customer/${t.ids.customer}/topup-auto/${t.ids.product}`;
  const balance = () => t.store.world.payments.prepay[t.ids.product]?.MainBalCreditCents;
  const history = () => t.store.world.payments.history[t.ids.customer] ?? [];
  return { ...t, path, balance, history };
};

const rule = { Enabled: true, Days: 2, AmountCents: 1000, Type: "EVERY_DAY" };

describe("auto top-up (PAY-03): kept by the operator and real on its clock", () => {
  it("is off with the smallest valid values until set, and answers the rule with its next time once on", async () => {
    const t = await setup();
    expect(await t.ok("GET", t.path)).toEqual({
      ProductInstanceUUID: t.ids.product,
      Enabled: false,
      Days: 1,
      AmountCents: 100,
      Type: "EVERY_DAY",
    });
    const now = t.store.clock.nowMillis();
    const saved = (await t.ok("PUT", t.path, rule)) as AutoTopUpSetting;
    expect(saved).toMatchObject({ ...rule, ProductInstanceUUID: t.ids.product });
    expect(nanosToMillis(saved.NextAtNanos ?? 0)).toBe(now + 2 * DAY_MILLIS);
    expect(await t.ok("GET", t.path)).toEqual(saved);
  });

  it("tops up from the default card when the clock reaches its time, once per period, and the history shows it", async () => {
    const t = await setup();
    await t.ok("PUT", t.path, rule);
    const before = t.balance() ?? 0;
    t.store.clock.advance(2 * DAY_MILLIS - 1);
    expect(t.balance()).toBe(before);
    t.store.clock.advance(1);
    expect(t.balance()).toBe(before + 1000);
    const latest: PaymentTransaction | undefined = t.history()[0];
    expect(latest).toMatchObject({
      Status: "COMPLETED",
      AmountCents: 1000,
      Description: "Auto top-up",
      PaymentMethodType: "cards",
      CardLast4: "4242",
    });
    t.store.clock.advance(4 * DAY_MILLIS);
    expect(t.balance()).toBe(before + 3000);
    expect(t.history().filter((entry) => entry.Description === "Auto top-up")).toHaveLength(3);
  });

  it("turned off, it tops up no more", async () => {
    const t = await setup();
    await t.ok("PUT", t.path, rule);
    expect(await t.ok("PUT", t.path, { ...rule, Enabled: false })).not.toHaveProperty("NextAtNanos");
    const before = t.balance();
    t.store.clock.advance(10 * DAY_MILLIS);
    expect(t.balance()).toBe(before);
    expect(t.history().filter((entry) => entry.Description === "Auto top-up")).toEqual([]);
  });

  it("refuses days outside 1-99 and amounts outside $1-$999, keeping nothing", async () => {
    const t = await setup();
    for (const bad of [
      { ...rule, Days: 0 },
      { ...rule, Days: 100 },
      { ...rule, AmountCents: 99 },
      { ...rule, AmountCents: 99_901 },
    ])
      expect((await t.refused("PUT", t.path, bad)).status).toBe(400);
  });

  it("is refused for a postpay product", async () => {
    const t = await setup();
    const postpay = await signedIn(api(), "postpay");
    expect(
      (
        await postpay.refused(
          "PUT",
          `/customer/${postpay.ids.customer}/topup-auto/${postpay.ids.product}`,
          rule,
        )
      ).status,
    ).toBe(404);
    expect(t.ids.product).not.toBe(postpay.ids.product);
  });
});
