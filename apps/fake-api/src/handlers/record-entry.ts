/**
 * A record's own entry for a key that came from a request: "__proto__", "toString" and the like are no entries,
 * whatever the prototype holds.
 */
export const entryOf = <V>(record: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
