/** Parameters read from a path; an optional parameter that is absent has no key. */
export type RouteParams = Readonly<Record<string, string>>;

type PatternSegment =
  | { readonly kind: "literal"; readonly value: string }
  | { readonly kind: "param"; readonly name: string; readonly optional: boolean };

/** A leading slash, no trailing slashes ("/" stays "/"). */
export const normalisePathname = (pathname: string): string => {
  const withSlash = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const trimmed = withSlash.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
};

const segmentsOf = (pathname: string): ReadonlyArray<string> => {
  const normal = normalisePathname(pathname);
  return normal === "/" ? [] : normal.slice(1).split("/");
};

const parsed = new Map<string, ReadonlyArray<PatternSegment>>();

/** Patterns are few and fixed; each is parsed once (a cache, not state: the result depends on the pattern only). */
const parsePattern = (pattern: string): ReadonlyArray<PatternSegment> => {
  const known = parsed.get(pattern);
  if (known !== undefined) return known;
  const segments = parseSegments(pattern);
  parsed.set(pattern, segments);
  return segments;
};

const parseSegments = (pattern: string): ReadonlyArray<PatternSegment> =>
  segmentsOf(pattern).map((segment): PatternSegment => {
    if (!segment.startsWith(":")) return { kind: "literal", value: segment };
    const optional = segment.endsWith("?");
    return { kind: "param", name: segment.slice(1, optional ? -1 : undefined), optional };
  });

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const matchFrom = (
  pattern: ReadonlyArray<PatternSegment>,
  path: ReadonlyArray<string>,
  i: number,
  j: number,
  params: RouteParams,
): RouteParams | undefined => {
  const segment = pattern[i];
  if (segment === undefined) return j === path.length ? params : undefined;
  const actual = path[j];
  if (segment.kind === "literal")
    return actual?.toLowerCase() === segment.value.toLowerCase()
      ? matchFrom(pattern, path, i + 1, j + 1, params)
      : undefined;
  const taken =
    actual !== undefined && actual !== ""
      ? matchFrom(pattern, path, i + 1, j + 1, { ...params, [segment.name]: decodeSegment(actual) })
      : undefined;
  return taken ?? (segment.optional ? matchFrom(pattern, path, i + 1, j, params) : undefined);
};

/**
 * Matches a pathname against a wouter-style pattern ("/plans/:plan?", "/profile/account/invoices/:number").
 * Like wouter: literals compare case-insensitively, a parameter takes one non-empty segment, `?` makes it optional,
 * and trailing slashes do not matter. Parameters are URI-decoded. Undefined when the path does not match.
 */
export const matchPattern = (pattern: string, pathname: string): RouteParams | undefined =>
  matchFrom(parsePattern(pattern), segmentsOf(pathname), 0, 0, {});

/** Fills a pattern with parameters; undefined when a required parameter is missing or empty. */
export const buildPath = (pattern: string, params: RouteParams = {}): string | undefined => {
  const parts: string[] = [];
  for (const segment of parsePattern(pattern)) {
    if (segment.kind === "literal") {
      parts.push(segment.value);
      continue;
    }
    const value = params[segment.name];
    if (value === undefined || value === "") {
      if (segment.optional) continue;
      return undefined;
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join("/")}`;
};
