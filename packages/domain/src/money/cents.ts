import * as Schema from "effect/Schema";

/** Money in the domain is always an integer number of cents (NZD). Dollars exist only at display. */
export const Cents = Schema.Int.annotations({
  identifier: "Cents",
  description: "NZD amount in integer cents",
});
export type Cents = typeof Cents.Type;

/** The largest amount the portal handles: keeps every cents value exactly representable. */
export const MAX_CENTS = 100_000_000_000;
