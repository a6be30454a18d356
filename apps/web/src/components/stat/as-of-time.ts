import { NZ_TIME_ZONE } from "@waea/domain/calendar";

/** A reading's time of day in New Zealand, "2:41 pm", for "as of 2:41 pm" (the same numerals in both languages). */
export const formatAsOfTime = (millis: number): string =>
  new Intl.DateTimeFormat("en-NZ", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: NZ_TIME_ZONE,
  }).format(millis);
