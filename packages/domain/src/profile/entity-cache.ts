import * as Option from "effect/Option";

/** Entity types read by UUID and cached 3 minutes (spec 03 §7, 01 §9). */
export const EntityTypes = [
  "Customer",
  "CustomerGroup",
  "CustomerGroupMember",
  "CustomerTag",
  "MobileGroup",
  "MobileGroupMember",
  "CustomerAddressEntity",
  "IQLocation",
] as const;
export type EntityType = (typeof EntityTypes)[number];

export const ENTITY_CACHE_MS = 3 * 60 * 1000;

export interface CachedEntity<A> {
  readonly value: A;
  readonly storedAtMillis: number;
}

export type EntityCache<A> = ReadonlyMap<string, CachedEntity<A>>;

const keyOf = (type: EntityType, uuid: string): string => `${type}:${uuid}`;

/** A cached entity while it is younger than 3 minutes; none after, so the adapter reads it again. */
export const cachedEntity = <A>(
  cache: EntityCache<A>,
  type: EntityType,
  uuid: string,
  nowMillis: number,
): Option.Option<A> => {
  const entry = cache.get(keyOf(type, uuid));
  return entry !== undefined && nowMillis - entry.storedAtMillis < ENTITY_CACHE_MS
    ? Option.some(entry.value)
    : Option.none();
};

export const cacheEntity = <A>(
  cache: EntityCache<A>,
  type: EntityType,
  uuid: string,
  value: A,
  nowMillis: number,
): EntityCache<A> => new Map(cache).set(keyOf(type, uuid), { value, storedAtMillis: nowMillis });

/** After a write the entity must be read again. */
export const forgetEntity = <A>(cache: EntityCache<A>, type: EntityType, uuid: string): EntityCache<A> => {
  const next = new Map(cache);
  next.delete(keyOf(type, uuid));
  return next;
};
