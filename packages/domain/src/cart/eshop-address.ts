import * as Schema from "effect/Schema";

export const DEFAULT_COUNTRY = "New Zealand";

/**
 * The address of an e-shop cart and of a checkout (spec 03 §3): where a SIM or a modem is delivered, or where
 * broadband is installed. Notes are the delivery instructions. Lines[0] is the street line.
 */
export const EshopAddress = Schema.Struct({
  City: Schema.String,
  Country: Schema.optionalWith(Schema.String, { default: () => DEFAULT_COUNTRY }),
  Postcode: Schema.String,
  Lines: Schema.Array(Schema.String),
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
  Email: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  Notes: Schema.optional(Schema.String),
  Phone: Schema.optional(Schema.String),
});
export type EshopAddress = typeof EshopAddress.Type;

/** One line for summaries and thanks pages: "12 Queen Street, Auckland 1010". */
export const formatEshopAddress = (address: EshopAddress): string => {
  const lines = address.Lines.map((line) => line.trim()).filter((line) => line !== "");
  const place = [address.City.trim(), address.Postcode.trim()].filter((part) => part !== "").join(" ");
  return [...lines, ...(place === "" ? [] : [place])].join(", ");
};
