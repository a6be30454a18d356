// What reaches a terminal from the operator or a customer is data, never a terminal command.

/**
 * Characters a terminal acts on instead of showing: the C0 controls (ESC, BEL, CR, line feed and tab included),
 * DEL, the C1 controls (U+0080 to U+009F: CSI, OSC and ST among them) and the bidirectional overrides and
 * isolates (U+202A to U+202E, U+2066 to U+2069) that can make text read other than it is.
 */
const isUnsafe = (code: number): boolean =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

const escaped = (code: number): string => `\\u${code.toString(16).padStart(4, "0")}`;

/**
 * A text as it may be shown on a terminal: every control character written out as `\uXXXX`, so an escape sequence
 * in a customer's name (ESC ] 0;title BEL, ESC [2J) shows as text and does nothing. Everything else, macrons
 * included, is kept as it is. --json output does not go through here: JSON escaping already makes it safe.
 */
export const terminalSafe = (value: string): string => {
  let shown = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    shown += isUnsafe(code) ? escaped(code) : char;
  }
  return shown;
};
