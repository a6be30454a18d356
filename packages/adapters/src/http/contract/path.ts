import { SPID } from "@waea/domain/config";

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The `{placeholders}` of a path template other than `{spid}`, in order. */
export const pathPlaceholders = (template: string): ReadonlyArray<string> =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "").filter((name) => name !== "spid");

/**
 * A template with `{spid}` set to the operator's id and every other placeholder replaced by its value, encoded
 * as one path segment (a "/" in an invoice number cannot reach another route).
 */
export const fillPath = (template: string, params: Readonly<Record<string, unknown>> = {}): string =>
  template.replace(PLACEHOLDER, (_whole, name: string) =>
    name === "spid" ? String(SPID) : encodeURIComponent(String(params[name] ?? "")),
  );

/**
 * The route pattern of a template for a router with `:name` segments: `{spid}` becomes the literal 67 (another
 * provider id is an unknown path), the other placeholders `:p0`, `:p1`, ... by position.
 */
export const routePattern = (template: string): string => {
  let index = 0;
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    if (name === "spid") return String(SPID);
    const pattern = `:p${index}`;
    index += 1;
    return pattern;
  });
};
