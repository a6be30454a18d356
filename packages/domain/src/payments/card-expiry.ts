import { CardMessages } from "./card-messages";

/** How a card's expiry is shown, the same in every shell and every list of cards (PAY-01). */
export type CardExpiryLabel =
  /** As cards print it: MM/YY ("04/27"). */
  | { readonly _tag: "Expires"; readonly text: string }
  /** The operator sent no readable expiry: 'No expiry date', a message to translate. */
  | { readonly _tag: "Unknown"; readonly key: typeof CardMessages.cardExpiryUnknown };

const two = (n: number): string => String(n % 100).padStart(2, "0");

/**
 * PAY-01: a card's expiry month and year (spec 02 §3: "expiry month and year") as cards print them, MM/YY. A month
 * outside 1 to 12, or a missing month or year, is no expiry at all, said in words rather than as a placeholder.
 */
export const cardExpiryLabel = (month: number | undefined, year: number | undefined): CardExpiryLabel =>
  month === undefined || year === undefined || !Number.isInteger(month) || month < 1 || month > 12
    ? { _tag: "Unknown", key: CardMessages.cardExpiryUnknown }
    : { _tag: "Expires", text: `${two(month)}/${two(year)}` };
