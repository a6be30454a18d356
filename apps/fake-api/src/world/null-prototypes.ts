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

/**
 * A deep copy of a world (or any part) that is already without prototypes: every array and object copied, objects
 * again without one. A reset copies the seeded world it kept rather than seeding it again (several times faster).
 */
export const bareCopy = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(bareCopy) as T;
  if (typeof value !== "object" || value === null) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== null && prototype !== Object.prototype) return value;
  const bare = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) bare[key] = bareCopy(item);
  return bare as T;
};
