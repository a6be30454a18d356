import * as Either from "effect/Either";

/** Group plan kinds of spec 03 §1. */
export const GroupKinds = ["family", "companion", "solo", "simple"] as const;
export type GroupKind = (typeof GroupKinds)[number];

/** Minimum SIMs per kind: family 2, companion 2, solo 1, simple 1. */
export const MIN_SIMS: Readonly<Record<GroupKind, number>> = { family: 2, companion: 2, solo: 1, simple: 1 };

/**
 * Most people per kind: companion 6 (spec), solo and simple are single-SIM kinds (1). The spec gives no family
 * maximum; we use the companion limit of 6, as an operator prices and provisions group plans for a bounded size.
 */
export const MAX_PEOPLE: Readonly<Record<GroupKind, number>> = {
  family: 6,
  companion: 6,
  solo: 1,
  simple: 1,
};

/** The most members any group may have (a join beyond it is refused: "Group is full"). */
export const GROUP_MEMBER_LIMIT = Math.max(...Object.values(MAX_PEOPLE));

/** Who pays: family bills the key account holder, companion bills each person separately. */
export type GroupBilling = "key_account_holder" | "separately" | "individual";
export const groupBilling = (kind: GroupKind): GroupBilling =>
  kind === "family" ? "key_account_holder" : kind === "companion" ? "separately" : "individual";

/** Solo and simple hide the advanced options. */
export const hidesAdvancedOptions = (kind: GroupKind): boolean => kind === "solo" || kind === "simple";

export type SimCountError = "groups.too_few_sims" | "groups.too_many_people";

export const checkSimCount = (kind: GroupKind, sims: number): Either.Either<number, SimCountError> => {
  if (!Number.isInteger(sims) || sims < MIN_SIMS[kind]) return Either.left("groups.too_few_sims");
  if (sims > MAX_PEOPLE[kind]) return Either.left("groups.too_many_people");
  return Either.right(sims);
};
