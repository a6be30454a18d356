import { screen } from "@testing-library/react";
import type { Language } from "@waea/domain/config";
import type { Card } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { renderInLanguage } from "../../../test/render-in-language";
import { cardLabel } from "./card-label";

const Label = ({ card }: { readonly card: Card }) => {
  const { t } = useTranslation(["onboarding"]);
  return <p>{cardLabel(t, card)}</p>;
};

const VISA: Card = {
  is_default: true,
  cardId: "card-1",
  brand: "Visa",
  last4: "4242",
  exp_month: 4,
  exp_year: 2027,
  is_card_expired: false,
  token: "pm_test",
};

const card = (month: number | undefined, year: number | undefined): Card => ({
  ...VISA,
  exp_month: month,
  exp_year: year,
});

const show = (language: Language, shown: Card) => renderInLanguage(language, <Label card={shown} />);

describe("a card's label in onboarding reads its expiry as every shell does (cardExpiryLabel, PAY-01)", () => {
  it("shows MM/YY", async () => {
    show("en", card(4, 2027));
    expect(await screen.findByText("Visa ending 4242, expires 04/27")).toBeTruthy();
  });

  it("says there is no expiry date, in words, when the operator sent none or a month out of range", async () => {
    show("en", card(13, 2027));
    expect(await screen.findByText("Visa ending 4242, no expiry date")).toBeTruthy();
  });

  it("speaks Māori", async () => {
    show("mi-NZ", card(undefined, undefined));
    expect(await screen.findByText("Visa ka mutu ki te 4242, kāore he rā pau")).toBeTruthy();
  });
});
