/**
 * Writes that move money clear the cached invoice pages and payment history. Its own module: the card provider's
 * calls load with the start, and importing it from payments-purchases.ts took that file's schemas along.
 */
export const MONEY_MOVED = ["invoices", "payment-history"] as const;
