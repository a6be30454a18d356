import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { OPS, demoAccount } from "../../testing/demo";
import { cli, context, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { cardsCommand, run } from "./list";

const api = withFakeApi();

describe("cards: parsing", () => {
  it("takes nothing", async () => {
    expect(await parse(cardsCommand, [])).toEqual({});
  });
});

describe("cards: run (CLI-03, PAY-01)", () => {
  it("lists the cards, default first, the expired one flagged, without their tokens", async () => {
    const ops = await signedIn(api(), OPS, demoAccount("prepay"));
    const { data } = Either.getOrThrow(await runOn(ops, run, {}));
    expect(data.cards).toEqual([
      expect.objectContaining({ is_default: true, brand: "visa", last4: "4242", is_card_expired: false }),
      expect.objectContaining({
        is_default: false,
        brand: "mastercard",
        last4: "4444",
        exp_month: 9,
        exp_year: 2025,
        is_card_expired: true,
        aboutToExpire: false,
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/token|pm_/i);
    const printed = await cli(ops, ["cards"]);
    expect(printed.stdout).toMatch(/4242 +09\/27 +valid/);
    expect(printed.stdout).toMatch(/4444 +09\/25 +expired/);
  });

  it("shows a card the operator sent without an expiry as 'No expiry date', in the run's language", async () => {
    // No seeded card lacks its expiry: the world is steered as the fake API's own card tests do.
    const account = demoAccount("prepay");
    const methods = api().store.world.payments.methods[account] ?? [];
    api().store.world.payments.methods[account] = methods.map((method) =>
      method.CardLast4 === "4444"
        ? { ...method, CardExpiryMonth: undefined, CardExpiryYear: undefined }
        : method,
    );
    api().store.changed();
    const ops = await signedIn(api(), OPS, demoAccount("prepay"));
    expect((await cli(ops, ["cards"])).stdout).toMatch(/4444 +No expiry date +valid/);
    expect((await cli(ops, ["cards"], { env: { lang: "mi-NZ" } })).stdout).toMatch(/4444 +Kāore he rā pau/);
    const { data } = Either.getOrThrow(await runOn(ops, run, {}));
    expect(data.cards[1]).toMatchObject({ last4: "4444", is_card_expired: false });
    expect(data.cards[1]?.exp_month).toBeUndefined();
  });

  it("an account without cards has none", async () => {
    const ctx = context({ globals: { account: demoAccount("nocard") } });
    expect(Either.getOrThrow(await runOn(await signedIn(api(), OPS), run, {}, ctx)).data.cards).toEqual([]);
  });
});
