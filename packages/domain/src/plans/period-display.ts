import { characteristicNumber, characteristicText, type CharacteristicValue } from "./characteristics";
import { text, type DisplayText } from "./display-text";

/** Named periods the catalog may use, to their key suffix. */
const NAMED_PERIODS: Readonly<Record<string, string>> = {
  day: "day",
  daily: "day",
  week: "week",
  weekly: "week",
  fortnight: "fortnight",
  fortnightly: "fortnight",
  month: "month",
  monthly: "month",
  calendar_month: "month",
  year: "year",
  yearly: "year",
  annual: "year",
  annually: "year",
};

const DAYS = /^(\d+)\s*days?$/;

const normalise = (raw: string): string => raw.toLowerCase().replace(/[\s-]+/g, "_");

/**
 * The plan's time period (TimePeriodInterval): a number of days N ("30 days" as text too) is the plural key
 * plans.period_days with count N, which reads '1 day' for 1 and 'N days' otherwise; named periods (week, month,
 * ...) are translated; any other text from the server is shown as it is.
 */
export const timePeriodText = (v: CharacteristicValue | undefined): DisplayText | undefined => {
  const raw = characteristicText(v);
  if (raw === undefined) return undefined;
  const days = characteristicNumber(v) ?? Number(DAYS.exec(raw.toLowerCase())?.[1] ?? Number.NaN);
  if (Number.isInteger(days) && days > 0) return text("plans.period_days", { count: days });
  const named = NAMED_PERIODS[normalise(raw)];
  if (named === "day") return text("plans.period_days", { count: 1 });
  return named === undefined ? text("plans.period_as_sent", { value: raw }) : text(`plans.period_${named}`);
};

/**
 * The unit of an offer period (OfferPeriodInterval), so a card can read "first 3 months": the plural key
 * plans.interval_<unit> with the count, whose form the language picks. Without a count the unit is named in its
 * plural form. A number or unknown text is shown as the server sent it.
 */
export const offerIntervalText = (
  v: CharacteristicValue | undefined,
  count: number | undefined,
): DisplayText | undefined => {
  const raw = characteristicText(v);
  if (raw === undefined) return undefined;
  const named = NAMED_PERIODS[normalise(raw)];
  if (named === undefined) return text("plans.interval_as_sent", { value: raw });
  return count === undefined
    ? text(`plans.interval_${named}_other`)
    : text(`plans.interval_${named}`, { count });
};
