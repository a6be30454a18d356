import { describe, expect, it } from "vitest";
import type { Card } from "../payments";
import { PaymentsMessages } from "../payments";
import { authorizeOnboardingCard } from "./card-authorization";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const card = (exp_month: number, exp_year: number): Card => ({
  is_default: true,
  cardId: "pm-1",
  brand: "visa",
  last4: "4242",
  exp_month,
  exp_year,
  is_card_expired: false,
  token: "pm_1",
});

describe("authorizeOnboardingCard (ONB-08)", () => {
  it("authorises a card with time left, flags one in its last month, fails an expired one with its message", () => {
    expect(authorizeOnboardingCard(card(12, 2029), NOW)).toEqual({ card: "authorized" });
    expect(authorizeOnboardingCard(card(11, 2026), NOW)).toEqual({ card: "about_to_expire" });
    expect(authorizeOnboardingCard(card(9, 2025), NOW)).toEqual({
      card: "failed",
      messageKey: PaymentsMessages.cardExpired,
    });
  });
});
