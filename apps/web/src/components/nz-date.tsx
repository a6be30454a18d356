import { formatNzDate, formatNzDateTime, formatNzTime } from "@waea/domain/calendar";

export type DateStyle = "date" | "time" | "date-time";

const FORMATS: Readonly<Record<DateStyle, (millis: number) => string>> = {
  date: formatNzDate,
  time: formatNzTime,
  "date-time": formatNzDateTime,
};

/** A moment in New Zealand time in the spec's formats (APP-12), in a <time> element with the exact instant. */
export const NzDate = ({
  millis,
  style = "date",
}: {
  readonly millis: number;
  readonly style?: DateStyle;
}) =>
  Number.isFinite(millis) ? (
    <time dateTime={new Date(millis).toISOString()}>{FORMATS[style](millis)}</time>
  ) : null;
