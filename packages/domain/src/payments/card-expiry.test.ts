import { describe, expect, it } from "vitest";
import { cardExpiryLabel } from "./card-expiry";

describe("cardExpiryLabel (PAY-01)", () => {
  it("shows a card's expiry as cards print it, MM/YY, whether the year came with two digits or four", () => {
    expect(cardExpiryLabel(4, 2027)).toEqual({ _tag: "Expires", text: "04/27" });
    expect(cardExpiryLabel(12, 2030)).toEqual({ _tag: "Expires", text: "12/30" });
    expect(cardExpiryLabel(1, 27)).toEqual({ _tag: "Expires", text: "01/27" });
    expect(cardExpiryLabel(9, 2100)).toEqual({ _tag: "Expires", text: "09/00" });
  });

  it("says 'No expiry date' when the month or the year is missing, or the month is not one", () => {
    const unknown = { _tag: "Unknown", key: "payments.card_expiry_unknown" };
    for (const [month, year] of [
      [undefined, 2027],
      [4, undefined],
      [undefined, undefined],
      [0, 2027],
      [13, 2027],
      [4.5, 2027],
    ] as const)
      expect(cardExpiryLabel(month, year), `${month}/${year}`).toEqual(unknown);
  });
});
