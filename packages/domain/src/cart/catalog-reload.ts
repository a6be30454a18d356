/** The catalog request waits 1.5 s so quick page changes do not each load it (spec 03 §4). */
export const CATALOG_REQUEST_DELAY_MS = 1500;
/** Catalog replies are cached 30 minutes (spec 03 §9). */
export const CATALOG_CACHE_MS = 30 * 60 * 1000;
/** Local cart edits are shown after a short simulated delay (spec 03 §4). */
export const LOCAL_CART_DELAY_MS = { min: 150, max: 300 } as const;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Structural equality of JSON-like data: same keys with equal values, arrays in the same order. */
export const sameData = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => sameData(value, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const otherKeys = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === otherKeys.length && keys.every((key) => key in b && sameData(a[key], b[key]));
  }
  return false;
};

/**
 * Whether a freshly loaded catalog replaces the one on screen (SHOP-01): only when there was none or it differs,
 * so an unchanged reply does not re-render the shop or reset the customer's scroll and filters.
 */
export const catalogChanged = <T>(previous: ReadonlyArray<T> | undefined, next: ReadonlyArray<T>): boolean =>
  previous === undefined || !sameData(previous, next);
