import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { defaultAfterRemoval, removeCardRule } from "./card-removal";
import {
  canAuthorizeCard,
  defaultCard,
  deriveCards,
  isCardAboutToExpire,
  isCardExpired,
  ranksAfterMove,
  ranksAfterSetDefault,
  usableCards,
} from "./cards";
import type { PaymentMethod } from "./payment-method";

const now = Date.parse("2026-03-15T00:00:00Z");
const method = (
  UUID: string,
  Rank: number,
  month = 12,
  year = 2028,
  extra: Partial<PaymentMethod> = {},
): PaymentMethod => ({
  UUID,
  Rank,
  CardType: "visa",
  CardLast4: UUID.slice(-4).padStart(4, "0"),
  Token: `tok_${UUID}`,
  CardExpiryMonth: month,
  CardExpiryYear: year,
  ...extra,
});

describe("card derivation", () => {
  it("ignores deleted methods and lists the default first", () => {
    const cards = deriveCards(
      [
        method("b", 2),
        method("x", 1, 12, 2028, { DeletedAtNanos: 5 }),
        method("a", 1),
        method("c", 3, 12, 2028, { DeletedAtNanos: 0 }),
      ],
      now,
    );
    expect(cards.map((c) => c.cardId)).toEqual(["a", "b", "c"]);
    expect(cards.map((c) => c.is_default)).toEqual([true, false, false]);
    expect(cards[0]).toEqual({
      is_default: true,
      cardId: "a",
      brand: "visa",
      last4: "000a",
      exp_month: 12,
      exp_year: 2028,
      is_card_expired: false,
      token: "tok_a",
    });
    expect(defaultCard(cards)?.cardId).toBe("a");
  });
  it("has no default when no card has Rank 1, and only one when two do", () => {
    expect(defaultCard(deriveCards([method("a", 2), method("b", 3)], now))).toBeUndefined();
    expect(deriveCards([method("a", 1), method("b", 1)], now).filter((c) => c.is_default)).toHaveLength(1);
  });
  it("fills blanks for missing card details and reads two-digit years", () => {
    const [card] = deriveCards([{ UUID: "m", Rank: 1, CardExpiryMonth: 1, CardExpiryYear: 27 }], now);
    expect(card).toMatchObject({ brand: "", last4: "", token: "", exp_year: 2027, is_card_expired: false });
    const [bare] = deriveCards([{ UUID: "n", Rank: 1 }], now);
    expect(bare).toMatchObject({ exp_month: undefined, exp_year: undefined, is_card_expired: false });
  });
});

describe("card expiry", () => {
  it("a card is valid through its expiry month in NZ time", () => {
    expect(isCardExpired(3, 2026, now)).toBe(false);
    expect(isCardExpired(2, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
    // 31 Mar 2026 23:30 NZ (UTC 10:30): still March
    expect(isCardExpired(3, 2026, Date.parse("2026-03-31T10:30:00Z"))).toBe(false);
    // 1 Apr 2026 00:30 NZ is 31 Mar 11:30 UTC: already April in NZ
    expect(isCardExpired(3, 2026, Date.parse("2026-03-31T11:30:00Z"))).toBe(true);
    expect(isCardExpired(undefined, 2026, now)).toBe(false);
    expect(isCardExpired(13, 2026, now)).toBe(false);
  });
  it("a card expiring this month is about to expire and refused for authorization", () => {
    expect(isCardAboutToExpire(3, 2026, now)).toBe(true);
    expect(isCardAboutToExpire(4, 2026, now)).toBe(false);
    const [soon, gone, fine] = [method("s", 1, 3, 2026), method("g", 2, 1, 2026), method("f", 3)].map(
      (m) => deriveCards([m], now)[0],
    );
    expect(soon && canAuthorizeCard(soon, now)).toEqual(Either.left("payments.card_about_to_expire"));
    expect(gone && canAuthorizeCard(gone, now)).toEqual(Either.left("payments.card_expired"));
    expect(fine && canAuthorizeCard(fine, now)).toEqual(Either.right(fine));
  });
});

describe("usableCards (PAY-01, the payment-method guard of spec 01 §5)", () => {
  it("counts the cards that have not expired, a card in its last month included", () => {
    const cards = deriveCards([method("s", 1, 3, 2026), method("g", 2, 1, 2026), method("f", 3)], now);
    expect(usableCards(cards).map((card) => card.cardId)).toEqual(["s", "f"]);
    expect(usableCards([])).toEqual([]);
  });
});

describe("set default", () => {
  it("gives the chosen card Rank 1 and keeps the others in order", () => {
    const next = ranksAfterSetDefault(
      [method("a", 1), method("b", 2), method("c", 3), method("d", 1, 12, 2028, { DeletedAtNanos: 1 })],
      "c",
    );
    expect(next.map((m) => [m.UUID, m.Rank])).toEqual([
      ["a", 2],
      ["b", 3],
      ["c", 1],
      ["d", 1],
    ]);
    const same = [method("a", 1)];
    expect(ranksAfterSetDefault(same, "zz")).toBe(same);
  });
});

describe("ranksAfterMove", () => {
  const methods: ReadonlyArray<PaymentMethod> = [
    { UUID: "a", Rank: 1 },
    { UUID: "gone", Rank: 2, DeletedAtNanos: 5 },
    { UUID: "b", Rank: 3 },
    { UUID: "c", Rank: 4 },
  ];
  const ranks = (list: ReadonlyArray<PaymentMethod>) => list.map((m) => `${m.UUID}${m.Rank}`).join(" ");

  it("moves a card to a position, ranking the live cards 1..n and leaving deleted ones", () => {
    expect(ranks(ranksAfterMove(methods, "c", 2))).toBe("a1 gone2 b3 c2");
    expect(ranks(ranksAfterMove(methods, "a", 9))).toBe("a3 gone2 b1 c2");
  });
  it("at rank 1 is ranksAfterSetDefault", () => {
    expect(ranksAfterMove(methods, "b", 1)).toEqual(ranksAfterSetDefault(methods, "b"));
    expect(ranks(ranksAfterSetDefault(methods, "b"))).toBe("a2 gone2 b1 c3");
  });
  it("leaves everything as it is for an unknown or deleted card", () => {
    expect(ranksAfterMove(methods, "gone", 1)).toBe(methods);
    expect(ranksAfterMove(methods, "zz", 1)).toBe(methods);
  });
});

describe("card removal", () => {
  const facts = { hasParentBillingRoute: false, nowMillis: now };
  it("refuses to remove the only card, even with a parent billing route", () => {
    expect(removeCardRule([method("a", 1)], "a", { ...facts, hasParentBillingRoute: true })).toEqual(
      Either.left("payments.cannot_remove_only_card"),
    );
  });
  it("refuses to remove the only valid billing method without a parent route", () => {
    const methods = [method("a", 1), method("old", 2, 1, 2025)];
    expect(removeCardRule(methods, "a", facts)).toEqual(
      Either.left("payments.cannot_remove_only_valid_method"),
    );
    expect(Either.isRight(removeCardRule(methods, "a", { ...facts, hasParentBillingRoute: true }))).toBe(
      true,
    );
  });
  it("removes an expired card through the invalid-payment-methods call", () => {
    const out = removeCardRule([method("a", 1), method("old", 2, 1, 2025)], "old", facts);
    expect(Either.isRight(out) && out.right).toMatchObject({
      endpoint: "invalid-payment-methods",
      newDefault: undefined,
    });
  });
  it("makes the first remaining card default when the default is removed", () => {
    const out = removeCardRule([method("c", 3), method("a", 1), method("b", 2)], "a", facts);
    expect(Either.isRight(out) && out.right.endpoint).toBe("payment-methods");
    expect(Either.isRight(out) && out.right.newDefault?.UUID).toBe("b");
    expect(Either.isRight(out) && out.right.remaining.map((m) => [m.UUID, m.Rank])).toEqual([
      ["b", 1],
      ["c", 3],
    ]);
  });
  it("makes the first remaining card that has not expired default, never an expired one", () => {
    const methods = [method("a", 1), method("old", 2, 1, 2025), method("b", 3)];
    const out = removeCardRule(methods, "a", facts);
    expect(Either.isRight(out) && out.right.newDefault?.UUID).toBe("b");
    expect(Either.isRight(out) && out.right.remaining.map((m) => [m.UUID, m.Rank])).toEqual([
      ["b", 1],
      ["old", 2],
    ]);
    const onlyExpired = removeCardRule([method("a", 1), method("old", 2, 1, 2025)], "a", {
      ...facts,
      hasParentBillingRoute: true,
    });
    expect(Either.isRight(onlyExpired) && onlyExpired.right.newDefault).toBeUndefined();
  });
  it("keeps the default when another card is removed, and knows unknown cards", () => {
    const out = removeCardRule([method("a", 1), method("b", 2)], "b", facts);
    expect(Either.isRight(out) && out.right.newDefault).toBeUndefined();
    expect(removeCardRule([method("a", 1), method("b", 2)], "zz", facts)).toEqual(
      Either.left("payments.card_is_not_found"),
    );
    expect(
      removeCardRule([method("a", 1), method("b", 2, 12, 2028, { DeletedAtNanos: 3 })], "b", facts),
    ).toEqual(Either.left("payments.card_is_not_found"));
  });
});

describe("defaultAfterRemoval (PAY-01, what the remove dialog says)", () => {
  const ids = (cards: ReadonlyArray<{ readonly cardId: string }>) => cards.map((card) => card.cardId);
  it("names the next card by rank when it has not expired, skipping none", () => {
    const cards = deriveCards([method("a", 1), method("b", 2), method("old", 3, 1, 2025)], now);
    const out = defaultAfterRemoval(cards, "a");
    expect(out?.next?.cardId).toBe("b");
    expect(out?.skipped).toEqual([]);
  });
  it("passes over the expired cards ranked ahead of the next valid one", () => {
    const cards = deriveCards(
      [method("a", 1), method("old", 2, 1, 2025), method("older", 3, 2, 2024), method("b", 4)],
      now,
    );
    const out = defaultAfterRemoval(cards, "a");
    expect(out?.next?.cardId).toBe("b");
    expect(ids(out?.skipped ?? [])).toEqual(["old", "older"]);
  });
  it("has no next default when only expired cards remain, and says nothing when the card is not the default", () => {
    const cards = deriveCards([method("a", 1), method("old", 2, 1, 2025)], now);
    expect(defaultAfterRemoval(cards, "a")).toEqual({ next: undefined, skipped: [cards[1]] });
    expect(defaultAfterRemoval(cards, "old")).toBeUndefined();
    expect(defaultAfterRemoval(cards, "zz")).toBeUndefined();
  });
});
