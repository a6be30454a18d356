/** The query of a location as plain strings; the last value of a repeated key wins. */
export type Query = Readonly<Record<string, string>>;

export interface Location {
  readonly pathname: string;
  readonly query: Query;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** "?a=1&b=two" (with or without the question mark) to { a: "1", b: "two" }. */
export const parseQuery = (search: string): Query => {
  const text = search.startsWith("?") ? search.slice(1) : search;
  const entries = text
    .split("&")
    .filter((part) => part !== "")
    .map((part): [string, string] => {
      const at = part.indexOf("=");
      return at < 0 ? [decode(part), ""] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
    })
    .filter(([key]) => key !== "");
  // Object.fromEntries defines own properties, so a key like "__proto__" stays plain data.
  return Object.fromEntries(entries);
};

/** A location as the browser gives it ("/path?query#hash") split into its pathname and query; the hash is dropped. */
export const splitLocation = (location: string): Location => {
  const withoutHash = location.split("#", 1)[0] ?? "";
  const at = withoutHash.indexOf("?");
  const pathname = at < 0 ? withoutHash : withoutHash.slice(0, at);
  return {
    pathname: pathname === "" ? "/" : pathname,
    query: at < 0 ? {} : parseQuery(withoutHash.slice(at + 1)),
  };
};

/** A pathname and a query back to one location string, the query encoded in key order of the value. */
export const formatHref = (pathname: string, query: Query = {}): string => {
  const pairs = Object.entries(query).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? pathname : `${pathname}?${pairs.join("&")}`;
};

/**
 * A `redirect` query value is followed only when it is a path inside this site: it starts with one slash, not two
 * and not a backslash, and holds no control characters. Anything else (an absolute URL, "//evil.example") is
 * dropped, so the sign-in page cannot be used as an open redirect.
 */
export const safeRedirectTarget = (value: string | undefined): string | undefined => {
  if (value === undefined || !value.startsWith("/")) return undefined;
  if (value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
};
