/**
 * A card as receipts name it, the same everywhere (seeded receipts, new ones, guest ones): the brand capitalised and
 * the last four digits, "Visa 4242"; "Card 4242" only when the brand is unknown.
 */
export const cardLabel = (brand: string | undefined, last4: string): string =>
  brand === undefined || brand === ""
    ? `Card ${last4}`
    : `${brand.charAt(0).toLocaleUpperCase("en-NZ")}${brand.slice(1)} ${last4}`;
