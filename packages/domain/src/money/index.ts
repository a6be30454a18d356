export { Cents, MAX_CENTS } from "./cents";
export { centsToDollars, formatNzd } from "./format";
export { dollarsToCents, wholeDollarsToCents, type MoneyParseError } from "./parse";
