/** Request bodies nest at most this deep; the contract's deepest body is a handful of levels. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one linear scan of the raw text, without recursion
 * and without parsing, counting brackets outside strings. Run before JSON.parse, so a 600 KB `[[[...]]]` is refused
 * in a millisecond instead of reaching the decoder (whose error formatter recursed until the stack overflowed). It
 * does not validate: text that is not JSON is JSON.parse's to refuse.
 */
export const jsonDepthExceeds = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) depth -= 1;
  }
  return false;
};
