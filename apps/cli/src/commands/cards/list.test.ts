import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Accounts } from "../../testing/memory-world";
import { context, memoryOperator, parse, runOn } from "../../testing/harness";
import { cardsCommand, run } from "./list";

describe("cards: parsing", () => {
  it("takes nothing", async () => {
    expect(await parse(cardsCommand, [])).toEqual({});
  });
});

describe("cards: run", () => {
  it("lists the cards, default first, without their tokens", async () => {
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, {}));
    expect(data.cards).toEqual([
      {
        is_default: true,
        cardId: "pm-visa-4242",
        brand: "visa",
        last4: "4242",
        exp_month: 12,
        exp_year: 2029,
        is_card_expired: false,
        aboutToExpire: false,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain("token");
  });
  it("an account without cards has none", async () => {
    const ctx = context({ globals: { account: Accounts.nocard } });
    expect(Either.getOrThrow(await runOn(memoryOperator(), run, {}, ctx)).data.cards).toEqual([]);
  });
});
