/** GST is 15% and prices include it: the tax part of an amount is 3/23 of it (the carts' AmountTaxCents). */
export const gstPartCents = (amountCents: number): number => Math.round((amountCents * 3) / 23);
