import type { Language } from "../config";
import { NZ_TIME_ZONE, isTimeValue, nzLocalTime } from "./nz-time";

/**
 * The spec's date layouts (spec 01 §9, 02 §3, APP-12) in NZ time: 'DD-MM-YYYY', 'HH:mm:ss' and
 * 'DD MMM YYYY @ HH:mm', 24-hour and zero-padded. The layouts are the spec's in both languages; only the month
 * abbreviation is the language's, from the platform's CLDR data ("Mar" in English, "Māe" in te reo Māori).
 * A value that is not a time formats as "".
 */

/**
 * The Intl locale of each language. English is "en", not "en-NZ": CLDR abbreviates September "Sept" in en-NZ,
 * and the spec's MMM is three letters ("Sep").
 */
const LOCALES: Readonly<Record<Language, string>> = { en: "en", "mi-NZ": "mi-NZ" };

// Formatters are costly to build and cheap to use: one per language, built on first use.
const cached = (make: (locale: string) => Intl.DateTimeFormat) => {
  const formats = new Map<Language, Intl.DateTimeFormat>();
  return (language: Language): Intl.DateTimeFormat => {
    const known = formats.get(language);
    if (known !== undefined) return known;
    const made = make(LOCALES[language]);
    formats.set(language, made);
    return made;
  };
};

const dateTimeFormat = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: NZ_TIME_ZONE,
      day: "2-digit",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

// The month as it stands beside a day number (CLDR's format context), the way a date shows it.
const monthFormat = cached(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "numeric", month: "short" }),
);

const two = (value: number | string): string => String(value).padStart(2, "0");

const partsOf = (format: Intl.DateTimeFormat, millis: number): Readonly<Record<string, string>> =>
  Object.fromEntries(format.formatToParts(millis).map((part) => [part.type, part.value]));

/**
 * CLDR's abbreviated Māori months (format context), kept here: a platform without Māori locale data (Debian's
 * Chromium has none) would answer in English, and the page would say "Oct" in a Māori sentence.
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
  if (language === "mi-NZ") return MAORI_MONTHS[month - 1] ?? "";
  return partsOf(monthFormat(language), Date.UTC(2001, month - 1, 15))["month"] ?? "";
};

/** 'DD MMM YYYY @ HH:mm' in NZ time (APP-12, PAY-08): "05 Mar 2025 @ 14:07", "05 Māe 2025 @ 14:07". */
export const formatNzDateTime = (millis: number, language: Language): string => {
  if (!isTimeValue(millis)) return "";
  const p = partsOf(dateTimeFormat("en"), millis);
  const month = monthAbbreviation(nzLocalTime(millis).month, language);
  return `${two(p["day"] ?? "")} ${month} ${p["year"] ?? ""} @ ${two(Number(p["hour"]) % 24)}:${two(p["minute"] ?? "")}`;
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
