// @vitest-environment node
import { resources, type Catalog, type Namespaces } from "@waea/adapters/i18n";
import type { Language } from "@waea/domain/config";
import type { Card } from "@waea/domain/payments";
import { describe, expect, it } from "vitest";
import { lookUp, type TFunction } from "../../i18n/lookup";
import { removalText } from "./removal-text";

const tIn =
  (language: Language): TFunction =>
  (key, options) =>
    lookUp(
      (lng, namespace) => resources[lng as Language][namespace as (typeof Namespaces)[number]] as Catalog,
      [language],
      "payments",
      key,
      options,
    );

const card = (cardId: string, brand: string, last4: string, flags: Partial<Card> = {}): Card => ({
  is_default: false,
  cardId,
  brand,
  last4,
  exp_month: 12,
  exp_year: 2030,
  is_card_expired: false,
  token: `tok_${cardId}`,
  ...flags,
});

const visa = card("a", "visa", "4242", { is_default: true });
const expired = card("old", "mastercard", "4444", { exp_year: 2024, is_card_expired: true });
const added = card("b", "visa", "1111");
const en = tIn("en");

describe("the remove-card dialog's text (PAY-01)", () => {
  it("says a card other than the default just goes", () => {
    expect(removalText(en, [visa, expired, added], added)).toBe(
      "Visa ending 1111 will no longer be saved for payments.",
    );
  });

  it("says the next card becomes the default when it has not expired", () => {
    expect(removalText(en, [visa, added, expired], visa)).toBe(
      "Visa ending 4242 is your default card. Your next card becomes the default.",
    );
  });

  it("says expired cards are skipped and names the card that becomes the default, in English and te reo Māori", () => {
    expect(removalText(en, [visa, expired, added], visa)).toBe(
      "Visa ending 4242 is your default card. Expired cards are skipped, so Visa ending 1111 becomes the default.",
    );
    expect(removalText(tIn("mi-NZ"), [visa, expired, added], visa)).toBe(
      "Ko Visa ka mutu ki te 4242 tō kāri matua. Ka pekehia ngā kāri kua pau te wā, nō reira ka noho a Visa ka mutu ki te 1111 hei matua.",
    );
  });

  it("says no card becomes the default when only expired cards remain (a parent billing route pays)", () => {
    expect(removalText(en, [visa, expired], visa)).toBe(
      "Visa ending 4242 is your default card. Your other cards have expired, so no card becomes the default.",
    );
  });
});
