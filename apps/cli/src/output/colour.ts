import type { Tone } from "./view";

const CODES: Readonly<Record<Tone, readonly [number, number]>> = {
  error: [31, 39],
  warning: [33, 39],
  info: [36, 39],
  success: [32, 39],
  muted: [2, 22],
};

export type Paint = (value: string, tone: Tone | undefined) => string;

/** ANSI colour on a terminal; plain text when `enabled` is false (NO_COLOR, or not a terminal). */
export const painter =
  (enabled: boolean): Paint =>
  (value, tone) => {
    if (!enabled || tone === undefined || value === "") return value;
    const [open, close] = CODES[tone];
    return `\u001b[${open}m${value}\u001b[${close}m`;
  };

export const bold = (enabled: boolean, value: string): string =>
  enabled && value !== "" ? `\u001b[1m${value}\u001b[22m` : value;
