import { describe, expect, it } from "vitest";
import { ranksAfterMove } from "./card-ranks";
import { ranksAfterSetDefault } from "./cards";
import type { PaymentMethod } from "./payment-method";

const methods: ReadonlyArray<PaymentMethod> = [
  { UUID: "a", Rank: 1 },
  { UUID: "gone", Rank: 2, DeletedAtNanos: 5 },
  { UUID: "b", Rank: 3 },
  { UUID: "c", Rank: 4 },
];
const ranks = (list: ReadonlyArray<PaymentMethod>) => list.map((m) => `${m.UUID}${m.Rank}`).join(" ");

describe("ranksAfterMove", () => {
  it("moves a card to a position, ranking the live cards 1..n and leaving deleted ones", () => {
    expect(ranks(ranksAfterMove(methods, "c", 2))).toBe("a1 gone2 b3 c2");
    expect(ranks(ranksAfterMove(methods, "a", 9))).toBe("a3 gone2 b1 c2");
  });
  it("at rank 1 is ranksAfterSetDefault", () => {
    expect(ranksAfterMove(methods, "b", 1)).toEqual(ranksAfterSetDefault(methods, "b"));
  });
  it("leaves everything as it is for an unknown or deleted card", () => {
    expect(ranksAfterMove(methods, "gone", 1)).toBe(methods);
    expect(ranksAfterMove(methods, "zz", 1)).toBe(methods);
  });
});
