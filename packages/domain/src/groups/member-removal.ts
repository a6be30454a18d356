/** A group of this size or smaller is deleted entirely when a member is removed (spec 03 §4). */
export const DELETE_GROUP_AT_OR_BELOW = 2;

interface WithMembers<M> {
  readonly UUID: string;
  readonly Members: ReadonlyArray<M>;
}

export type RemovalOutcome<G> =
  | { readonly _tag: "GroupDeleted"; readonly groupUuid: string }
  | { readonly _tag: "MemberRemoved"; readonly group: G }
  | { readonly _tag: "NotAMember" };

/** The group without its first member matching (no deletion rule): what the others see after one member left. */
export const withoutMember = <M, G extends WithMembers<M>>(group: G, isTarget: (member: M) => boolean): G => {
  const at = group.Members.findIndex(isTarget);
  return at < 0 ? group : { ...group, Members: group.Members.filter((_, i) => i !== at) };
};

/**
 * Removing a member: a group of 2 or fewer members is deleted entirely, otherwise only that member goes (the first
 * one matching; members are unique by customer, or by customer and service in mobile groups).
 */
export const removeMember = <M, G extends WithMembers<M>>(
  group: G,
  isTarget: (member: M) => boolean,
): RemovalOutcome<G> => {
  const at = group.Members.findIndex(isTarget);
  if (at < 0) return { _tag: "NotAMember" };
  if (group.Members.length <= DELETE_GROUP_AT_OR_BELOW)
    return { _tag: "GroupDeleted", groupUuid: group.UUID };
  return { _tag: "MemberRemoved", group: withoutMember(group, isTarget) };
};

export const byCustomer =
  (customerUuid: string) =>
  (member: { readonly CustomerUUID: string }): boolean =>
    member.CustomerUUID === customerUuid;

export const byService =
  (customerUuid: string, mobileProductUuid: string) =>
  (member: { readonly CustomerUUID: string; readonly MobileProductUUID: string }): boolean =>
    member.CustomerUUID === customerUuid && member.MobileProductUUID === mobileProductUuid;

/** The local list after a removal: a deleted group disappears, a changed one is replaced. */
export const applyRemoval = <G extends { readonly UUID: string }>(
  groups: ReadonlyArray<G>,
  outcome: RemovalOutcome<G>,
): ReadonlyArray<G> => {
  switch (outcome._tag) {
    case "GroupDeleted":
      return groups.filter((g) => g.UUID !== outcome.groupUuid);
    case "MemberRemoved":
      return groups.map((g) => (g.UUID === outcome.group.UUID ? outcome.group : g));
    case "NotAMember":
      return groups;
  }
};

/** Leaving a group removes it from the local list (spec 03 §4). */
export const leaveLocally = <G extends { readonly UUID: string }>(
  groups: ReadonlyArray<G>,
  groupUuid: string,
): ReadonlyArray<G> => groups.filter((g) => g.UUID !== groupUuid);
