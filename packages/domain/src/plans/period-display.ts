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
 * The plan's time period (TimePeriodInterval): 1 day shows '1 day', another number N shows 'N days' ("30 days" as
 * text too); named periods (week, month, ...) are translated; any other text from the server is shown as it is.
 */
export const timePeriodText = (v: CharacteristicValue | undefined): DisplayText | undefined => {
  const raw = characteristicText(v);
  if (raw === undefined) return undefined;
  const days = characteristicNumber(v) ?? Number(DAYS.exec(raw.toLowerCase())?.[1] ?? Number.NaN);
  if (Number.isInteger(days) && days > 0)
    return days === 1 ? text("plans.period_one_day") : text("plans.period_days", { count: days });
  const named = NAMED_PERIODS[normalise(raw)];
  if (named === "day") return text("plans.period_one_day");
  return named === undefined ? text("plans.period_other", { value: raw }) : text(`plans.period_${named}`);
};

/**
 * The unit of an offer period (OfferPeriodInterval), singular for a count of 1 and plural otherwise, so a card can
 * read "first 3 months". A number or unknown text is shown as the server sent it.
 */
export const offerIntervalText = (
  v: CharacteristicValue | undefined,
  count: number | undefined,
): DisplayText | undefined => {
  const raw = characteristicText(v);
  if (raw === undefined) return undefined;
  const named = NAMED_PERIODS[normalise(raw)];
  if (named === undefined) return text("plans.interval_other", { value: raw });
  return text(count === 1 ? `plans.interval_${named}` : `plans.interval_${named}s`);
};
