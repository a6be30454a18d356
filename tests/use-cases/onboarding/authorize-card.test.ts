import { describe, expect, it } from "vitest";
import { authorizeCard } from "@waea/domain/onboarding";
import { listCards } from "@waea/domain/payments";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

/** The middle of a month (the 15th, UTC: well inside the same month in New Zealand). */
const midMonth = (year: number, month: number) => Date.UTC(year, month - 1, 15);

describe("authorizeCard (ONB-08)", () => {
  it("ONB-08: authorises a card at the time Effect's Clock tells: valid, then in its last month, then expired", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const [card] = await aroha.run(listCards(aroha.customer));
    if (card?.exp_month === undefined || card.exp_year === undefined)
      throw new Error("prepay@ has a default card");
    expect(await aroha.run(authorizeCard(card))).toEqual({ card: "authorized" });
    api().clock.set(midMonth(card.exp_year, card.exp_month));
    expect(await aroha.run(authorizeCard(card))).toEqual({ card: "about_to_expire" });
    api().clock.set(midMonth(card.exp_year + 1, card.exp_month));
    expect(await aroha.run(authorizeCard(card))).toEqual({
      card: "failed",
      messageKey: "payments.card_expired",
    });
  });

  it("ONB-08: refuses prepay@'s expired spare card with the payments rule's message", async () => {
    const aroha = await signedIn(api(), "prepay@waea.test");
    const expired = (await aroha.run(listCards(aroha.customer))).find((card) => card.is_card_expired);
    if (expired === undefined) throw new Error("prepay@ keeps an expired spare card");
    expect(await aroha.run(authorizeCard(expired))).toEqual({
      card: "failed",
      messageKey: "payments.card_expired",
    });
  });
});
