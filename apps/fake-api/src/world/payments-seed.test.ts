import { describe, expect, it } from "vitest";
import { deriveCards } from "@waea/domain/payments";
import { coreLabels } from "./core-labels";
import { DEMO_LOGINS } from "./demo-accounts";
import { DEMO_VOUCHERS } from "./payments-extras-seed";
import { uuidFor } from "./prng";
import { seedWorld } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const customer = (key: string, index = 0) => uuidFor(67, coreLabels.customer(key, index));

describe("the payments slice of the demo world", () => {
  it("gives cards as the issue says: exceptions named, one valid card for the others", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 12 });
    const cards = (key: string, index = 0) =>
      deriveCards(world.payments.methods[customer(key, index)] ?? [], NOW);
    expect(cards("prepay").map((card) => [card.is_default, card.is_card_expired])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(cards("nocard")).toEqual([]);
    expect(cards("child")).toEqual([]);
    expect(cards("payer")).toHaveLength(2);
    for (const demo of DEMO_LOGINS.filter((d) => !["prepay", "payer", "nocard", "child"].includes(d.key)))
      demo.accounts.forEach((_, index) =>
        expect(
          cards(demo.key, index).map((card) => card.is_card_expired),
          demo.key,
        ).toEqual([false]),
      );
    expect(cards("bulk", 5)).toEqual([]);
    expect(cards("bulk", 4).map((card) => card.is_card_expired)).toEqual([true]);
  });

  it("holds prepay@'s 30 payments, balances, and the demo vouchers", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    expect(world.payments.history[customer("prepay")]).toHaveLength(30);
    expect(world.payments.history[customer("postpay")]?.length).toBeGreaterThan(0);
    expect(world.payments.prepay[uuidFor(67, coreLabels.product("prepay", 0, 0))]?.MainBalCreditCents).toBe(
      2350,
    );
    expect(world.payments.prepay[uuidFor(67, coreLabels.product("postpay", 0, 0))]).toBeUndefined();
    expect(world.payments.vouchers[DEMO_VOUCHERS.redeemable[0].code]?.RedeemedBy).toBeUndefined();
    expect(world.payments.vouchers[DEMO_VOUCHERS.used.code]?.RedeemedBy).toBe(customer("prepay"));
  });
});
