import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { addCard, listCards, removeCard, setDefaultCard, type Card } from "@waea/domain/payments";
import { Payments } from "@waea/domain/ports";
import { signedIn, withFakeApi } from "../support/fake-api";
import { refusal, value } from "./support";

const api = withFakeApi();

const noRoute = { hasParentBillingRoute: false };
/** "id*" for the default card. */
const shown = (cards: ReadonlyArray<Card>) =>
  cards.map((card) => `${card.cardId}${card.is_default ? "*" : ""}`);

describe("cards (PAY-01)", () => {
  it("lists prepay@'s cards, the default first, with its expired card flagged", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const cards = await prepay.run(listCards(prepay.customer));
    expect(cards.map((card) => [card.is_default, card.is_card_expired])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(refusal(await prepay.attempt(listCards(" ")))).toBe("payments.current_account_not_specified");
  });

  it("adds a card through a setup intent the card provider confirms: nocard@'s first card is its default", async () => {
    const nocard = await signedIn(api(), "nocard@waea.test");
    const cards = await nocard.run(addCard(nocard.customer));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ is_default: true, is_card_expired: false });
  });

  it("calls a set-up the card provider leaves unfinished a payment method setup error", async () => {
    const nocard = await signedIn(api(), "nocard@waea.test");
    // The fake card provider always finishes a set-up; a real one may leave it needing an action.
    const unfinished = addCard(nocard.customer).pipe(
      Effect.provideService(Payments, {
        confirmCardPayment: () => Effect.succeed({ status: "processing", id: "pi_x" }),
        confirmCardSetup: () => Effect.succeed({ status: "requires_action", id: "seti_x" }),
      }),
    );
    expect(refusal(await nocard.attempt(unfinished))).toBe("payments.payment_method_setup_error");
  });

  it("makes payer@'s second card the default; an unknown card is not found", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const [first, second] = await payer.run(listCards(payer.customer));
    const cards = await payer.run(setDefaultCard(payer.customer, second?.cardId ?? ""));
    expect(shown(cards)).toEqual([`${second?.cardId}*`, first?.cardId]);
    expect(refusal(await payer.attempt(setDefaultCard(payer.customer, "no-such-card")))).toBe(
      "payments.card_is_not_found",
    );
  });

  it("removes payer@'s default card and makes the remaining one the default", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const [first, second] = await payer.run(listCards(payer.customer));
    const cards = await payer.run(removeCard(payer.customer, first?.cardId ?? "", noRoute));
    expect(shown(cards)).toEqual([`${second?.cardId}*`]);
  });

  it("removes prepay@'s expired card through the invalid-methods call", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const [valid, expired] = await prepay.run(listCards(prepay.customer));
    const cards = await prepay.run(removeCard(prepay.customer, expired?.cardId ?? "", noRoute));
    expect(shown(cards)).toEqual([`${valid?.cardId}*`]);
  });

  it("refuses to remove the only card and the only valid billing method, changing nothing", async () => {
    const noplan = await signedIn(api(), "noplan@waea.test");
    const [only] = await noplan.run(listCards(noplan.customer));
    expect(refusal(await noplan.attempt(removeCard(noplan.customer, only?.cardId ?? "", noRoute)))).toBe(
      "payments.cannot_remove_only_card",
    );
    const prepay = await signedIn(api(), "prepay@waea.test");
    const before = value(await prepay.attempt(listCards(prepay.customer)));
    const valid = before[0]?.cardId ?? "";
    expect(refusal(await prepay.attempt(removeCard(prepay.customer, valid, noRoute)))).toBe(
      "payments.cannot_remove_only_valid_method",
    );
    expect(refusal(await prepay.attempt(removeCard("", valid, noRoute)))).toBe(
      "payments.current_account_not_specified",
    );
    expect(await prepay.run(listCards(prepay.customer))).toEqual(before);
  });
});
