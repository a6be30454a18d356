/**
 * The operator as its tax invoices name it (a New Zealand tax invoice names the supplier and its GST number). The
 * GST number is an IRD number with a valid check digit, made up for the demo.
 */
export const OPERATOR = {
  Name: "Waea Mobile Limited",
  GSTNumber: "123-456-785",
  Address: "PO Box 67, Wellington 6140",
} as const;
