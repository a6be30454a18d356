import { Command } from "commander";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { cardExpiryLabel, isCardAboutToExpire, listCards, type Card } from "@waea/domain/payments";
import { cliText } from "../../i18n/cli-catalog";
import { column, table, text, toned } from "../../output/view";
import type { Handle } from "../../program/wire";
import { fromDomainError } from "../../runtime/domain-errors";
import { result } from "../../runtime/result";
import type { Run } from "../../runtime/run-types";
import { chosenAccount } from "../../runtime/session";

export type CardsOptions = Record<string, never>;

export interface CardRow extends Omit<Card, "token"> {
  readonly aboutToExpire: boolean;
}

export const cardsCommand = (handle: Handle<CardsOptions>): Command =>
  new Command("cards").description(cliText("cli.cards.description")).action(() => handle({}));

/** The payments context's one label of an expiry: MM/YY, or 'No expiry date' in the run's language. */
const expiry = (card: CardRow) => {
  const label = cardExpiryLabel(card.exp_month, card.exp_year);
  return label._tag === "Expires" ? label.text : text(label.key);
};

/** PAY-01: the stored cards, default first, deleted ones left out, expiry flagged. The card token is never shown. */
export const run: Run<CardsOptions, { readonly cards: ReadonlyArray<CardRow> }> = (_options, context) =>
  Effect.gen(function* () {
    const account = yield* chosenAccount(context);
    const cards = yield* listCards(account).pipe(Effect.mapError(fromDomainError));
    const now = yield* Clock.currentTimeMillis;
    const rows = cards.map(({ token: _token, ...card }): CardRow => ({
      ...card,
      aboutToExpire: isCardAboutToExpire(card.exp_month, card.exp_year, now),
    }));
    const state = (c: CardRow) =>
      c.is_card_expired
        ? toned(text("cli.cards.expired"), "error")
        : c.aboutToExpire
          ? toned(text("cli.cards.about_to_expire"), "warning")
          : toned(text("cli.cards.valid"), "success");
    return result({ cards: rows }, [
      table(
        [
          column("cli.column.default"),
          column("cli.column.uuid"),
          column("cli.column.brand"),
          column("cli.column.last4"),
          column("cli.column.expiry"),
          column("cli.column.state"),
        ],
        rows.map((c) => [c.is_default ? "*" : "", c.cardId, c.brand, c.last4, expiry(c), state(c)]),
        text("cli.cards.none"),
      ),
    ]);
  });
