import { formatNzDate, formatNzDateTime, formatNzTime } from "@waea/domain/calendar";
import type { Language } from "@waea/domain/config";
import { useLanguage } from "../i18n/use-language";

export type DateStyle = "date" | "time" | "date-time";

const FORMATS: Readonly<Record<DateStyle, (millis: number, language: Language) => string>> = {
  date: formatNzDate,
  time: formatNzTime,
  "date-time": formatNzDateTime,
};

/**
 * A moment in New Zealand time in the spec's formats (APP-12), in a <time> element with the exact instant. The
 * month of 'DD MMM YYYY @ HH:mm' is named in the language i18next shows ("Mar", "Māe").
 */
export const NzDate = ({
  millis,
  style = "date",
}: {
  readonly millis: number;
  readonly style?: DateStyle;
}) => {
  const language = useLanguage();
  return Number.isFinite(millis) ? (
    <time dateTime={new Date(millis).toISOString()}>{FORMATS[style](millis, language)}</time>
  ) : null;
};
