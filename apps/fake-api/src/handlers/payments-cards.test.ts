import { describe, expect, it } from "vitest";
import { deriveCards, type PaymentMethod } from "@waea/domain/payments";
import { FROZEN_AT } from "../in-process/open-fake-api";
import { demoIds, signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const cardsOf = async (t: Awaited<ReturnType<typeof signedIn>>, account = t.ids.customer) => {
  const reply = (await t.ok("GET", `/customer/${account}/payment-methods`)) as {
    PaymentMethods: PaymentMethod[];
  };
  return { methods: reply.PaymentMethods, cards: deriveCards(reply.PaymentMethods, FROZEN_AT) };
};

describe("cards (PAY-01)", () => {
  it("lists prepay@'s default card first and its expired card", async () => {
    const t = await signedIn(api(), "prepay");
    const { cards } = await cardsOf(t);
    expect(cards.map((card) => [card.is_default, card.is_card_expired, card.last4])).toEqual([
      [true, false, "4242"],
      [false, true, "4444"],
    ]);
    expect(cards[0]?.token).toMatch(/^pm_[0-9a-f]{24}$/);
  });

  it("adds a card through a setup intent confirmed at the card provider, once", async () => {
    const t = await signedIn(api(), "prepay");
    const { SetupIntentClientSecret } = await t.ok("GET", `/customer/${t.ids.customer}/setup-payment-method`);
    expect(SetupIntentClientSecret).toMatch(/^seti_[0-9a-f]{24}_secret_[0-9a-f]{24}$/);
    const first = await t.confirm("setup", SetupIntentClientSecret);
    expect(first.body).toMatchObject({ status: "succeeded", payment_method: expect.stringMatching(/^pm_/) });
    const { cards } = await cardsOf(t);
    expect(cards).toHaveLength(3);
    expect(cards[2]).toMatchObject({
      is_default: false,
      is_card_expired: false,
      token: first.body.payment_method,
    });
    const digest = t.store.digest();
    expect((await t.confirm("setup", SetupIntentClientSecret)).body).toEqual(first.body);
    expect(t.store.digest()).toBe(digest);
    expect((await t.confirm("setup", "seti_nope_secret_nope")).status).toBe(404);
  });

  it("makes the first card of an account without cards its default", async () => {
    const t = await signedIn(api(), "nocard");
    expect((await cardsOf(t)).cards).toEqual([]);
    const { SetupIntentClientSecret } = await t.ok("GET", `/customer/${t.ids.customer}/setup-payment-method`);
    await t.confirm("setup", SetupIntentClientSecret);
    expect((await cardsOf(t)).cards.map((card) => card.is_default)).toEqual([true]);
  });

  it("sets the default card with Rank 1; an unknown card is not found", async () => {
    const t = await signedIn(api(), "payer");
    const before = (await cardsOf(t)).cards.map((card) => card.cardId);
    await t.ok("PUT", `/customer/${t.ids.customer}/payment-methods/${before[1]}`, { Rank: 1 });
    expect((await cardsOf(t)).cards.map((card) => card.cardId)).toEqual([before[1], before[0]]);
    expect(await t.refused("PUT", `/customer/${t.ids.customer}/payment-methods/nope`, { Rank: 1 })).toEqual({
      status: 404,
      message: "Card is not found",
    });
    expect(
      (await t.refused("PUT", `/customer/${t.ids.customer}/payment-methods/${before[0]}`, { Rank: 0 }))
        .status,
    ).toBe(400);
  });

  it("refuses to remove the only card and the only valid billing method", async () => {
    const postpay = await signedIn(api(), "postpay");
    const only = (await cardsOf(postpay)).cards[0]?.cardId;
    expect(
      await postpay.refused("DELETE", `/customer/${postpay.ids.customer}/payment-methods/${only}`),
    ).toEqual({
      status: 400,
      message: "You can't remove your only card",
    });
    const prepay = await signedIn(api(), "prepay");
    const [valid, expired] = (await cardsOf(prepay)).cards.map((card) => card.cardId);
    expect(
      await prepay.refused("DELETE", `/customer/${prepay.ids.customer}/payment-methods/${valid}`),
    ).toEqual({
      status: 400,
      message: "You can't remove your only valid payment method",
    });
    expect(
      (await prepay.refused("DELETE", `/customer/${prepay.ids.customer}/payment-methods/${expired}`)).status,
    ).toBe(400);
  });

  it("removes an expired card through invalid-payment-methods, keeping it marked deleted", async () => {
    const t = await signedIn(api(), "prepay");
    const [valid, expired] = (await cardsOf(t)).cards.map((card) => card.cardId);
    expect(
      (await t.refused("DELETE", `/customer/${t.ids.customer}/invalid-payment-methods/${valid}`)).status,
    ).toBe(400);
    await t.ok("DELETE", `/customer/${t.ids.customer}/invalid-payment-methods/${expired}`);
    const { methods, cards } = await cardsOf(t);
    expect(cards.map((card) => card.cardId)).toEqual([valid]);
    expect(methods.find((method) => method.UUID === expired)?.DeletedAtNanos).toBeGreaterThan(0);
  });

  it("makes the first remaining card default when the default is removed", async () => {
    const t = await signedIn(api(), "payer");
    const [first, second] = (await cardsOf(t)).cards.map((card) => card.cardId);
    await t.ok("DELETE", `/customer/${t.ids.customer}/payment-methods/${first}`);
    expect((await cardsOf(t)).cards.map((card) => [card.cardId, card.is_default])).toEqual([[second, true]]);
  });

  it("answers another login's account with 403", async () => {
    const t = await signedIn(api(), "prepay");
    expect((await t.refused("GET", `/customer/${demoIds("postpay").customer}/payment-methods`)).status).toBe(
      403,
    );
  });
});
