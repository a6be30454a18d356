import type { Language } from "../config";
import { isTimeValue, nzLocalTime } from "./nz-time";

/**
 * The spec's date layouts (spec 01 §9, 02 §3, APP-12) in NZ time: 'DD-MM-YYYY', 'HH:mm:ss' and
 * 'DD MMM YYYY @ HH:mm', 24-hour and zero-padded. The layouts are the spec's in both languages; only the month
 * abbreviation is the language's ("Mar" in English, "Māe" in te reo Māori).
 * A value that is not a time formats as "".
 */

const two = (value: number | string): string => String(value).padStart(2, "0");

/** The spec's three-letter English months (MMM): "Sep", where CLDR's en-NZ would write "Sept". */
const ENGLISH_MONTHS: ReadonlyArray<string> = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * CLDR's abbreviated Māori months (format context), kept here: a platform without Māori locale data (Debian's
 * Chromium has none) would answer in English, and the page would say "Oct" in a Māori sentence. Neither list
 * comes from `Intl`: a browser's first formatter costs 30-50 ms to load ICU's data (nz-time.ts).
 */
const MAORI_MONTHS: ReadonlyArray<string> = [
  "Hān",
  "Pēp",
  "Māe",
  "Āpe",
  "Mei",
  "Hun",
  "Hūr",
  "Āku",
  "Hep",
  "Oke",
  "Noe",
  "Tīh",
];

/** The month's abbreviation in a language (month 1-12): "Mar" or "Māe"; "" for a number that is not a month. */
export const monthAbbreviation = (month: number, language: Language): string => {
  if (!Number.isInteger(month) || month < 1 || month > 12) return "";
  return (language === "mi-NZ" ? MAORI_MONTHS : ENGLISH_MONTHS)[month - 1] ?? "";
};

/** 'DD MMM YYYY @ HH:mm' in NZ time (APP-12, PAY-08): "05 Mar 2025 @ 14:07", "05 Māe 2025 @ 14:07". */
export const formatNzDateTime = (millis: number, language: Language): string => {
  if (!isTimeValue(millis)) return "";
  const t = nzLocalTime(millis);
  return `${two(t.day)} ${monthAbbreviation(t.month, language)} ${t.year} @ ${two(t.hour)}:${two(t.minute)}`;
};

/**
 * 'DD-MM-YYYY' in NZ time, the default date format (spec 01 §9, APP-12): "05-03-2025". Digits only, the same in
 * both languages, so it takes none: rules that put a date into a message (credit expiry) need no language.
 */
export const formatNzDate = (millis: number): string => {
  if (!isTimeValue(millis)) return "";
  const t = nzLocalTime(millis);
  return `${two(t.day)}-${two(t.month)}-${t.year}`;
};

/** 'HH:mm:ss' in NZ time on the 24-hour clock, the default time format (spec 01 §9): "14:07:09". Digits only. */
export const formatNzTime = (millis: number): string => {
  if (!isTimeValue(millis)) return "";
  const t = nzLocalTime(millis);
  return `${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;
};
