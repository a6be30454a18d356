/** One cached reply: its value, when it lapses, the groups that clear it, and the input it answered. */
export interface CacheEntry {
  readonly callId: string;
  readonly input: unknown;
  readonly value: unknown;
  readonly expiresAt: number;
  readonly groups: ReadonlyArray<string>;
}

/**
 * A reply cache keyed by call id and input, with lifetimes from the contract and time from the client's clock.
 * `epoch` moves on every invalidation, so a load that started before a write does not store a stale reply after it.
 */
export const makeReplyCache = (nowMillis: () => number) => {
  const entries = new Map<string, CacheEntry>();
  /** The keys of each call's entries, so a rule about one call never walks the whole cache. */
  const keysOfCall = new Map<string, Set<string>>();
  let epoch = 0;
  const remove = (key: string, entry: CacheEntry): void => {
    entries.delete(key);
    keysOfCall.get(entry.callId)?.delete(key);
  };
  return {
    get epoch(): number {
      return epoch;
    },
    get: (key: string): CacheEntry | undefined => {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt > nowMillis()) return entry;
      remove(key, entry);
      return undefined;
    },
    set: (key: string, entry: Omit<CacheEntry, "expiresAt">, ttlMs: number): void => {
      entries.set(key, { ...entry, expiresAt: nowMillis() + ttlMs });
      let keys = keysOfCall.get(entry.callId);
      if (keys === undefined) keysOfCall.set(entry.callId, (keys = new Set()));
      keys.add(key);
    },
    /** Drops every entry of these groups (a write declared `invalidates`). */
    invalidate: (groups: ReadonlyArray<string>): void => {
      epoch += 1;
      for (const [key, entry] of entries)
        if (entry.groups.some((group) => groups.includes(group))) remove(key, entry);
    },
    /** Drops the entries of one call that a predicate picks (rules such as the invoice trim). */
    drop: (callId: string, pick: (entry: CacheEntry) => boolean): void => {
      for (const key of keysOfCall.get(callId) ?? []) {
        const entry = entries.get(key);
        if (entry !== undefined && pick(entry)) remove(key, entry);
      }
    },
    clear: (): void => {
      epoch += 1;
      entries.clear();
      keysOfCall.clear();
    },
    size: (): number => entries.size,
  };
};

export type ReplyCache = ReturnType<typeof makeReplyCache>;

/** A stable key for a call and its input: object keys sorted, so equal inputs give equal keys. */
export const cacheKey = (callId: string, input: unknown): string => `${callId} ${stableJson(input)}`;

const stableJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (typeof value === "object" && value !== null)
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
};
