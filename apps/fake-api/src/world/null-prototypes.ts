/**
 * The world with every plain object rebuilt without a prototype: records are keyed by ids that come from requests,
 * and `records["toString"]` or `records["__proto__"]` must find nothing rather than Object.prototype's members.
 * Arrays stay arrays; JSON, spreads and `Object.hasOwn` work on the result as on the original.
 */
export const withoutPrototypes = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withoutPrototypes) as T;
  if (typeof value !== "object" || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const bare = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) bare[key] = withoutPrototypes(item);
  return bare as T;
};
