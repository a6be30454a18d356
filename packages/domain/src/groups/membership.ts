import type { CustomerGroup, CustomerGroupMember, MobileGroup, MobileGroupMember } from "./group-entities";

export interface MemberFlags {
  /** The member is the group's leader (its CustomerUUID). */
  readonly isLeader: boolean;
  /** The member is the owner: the owning mobile service in a mobile group; the leader in a customer group. */
  readonly isOwner: boolean;
  /** The member is the signed-in customer (and, in a mobile group, the current service). */
  readonly isCurrent: boolean;
}

export type MemberView<M> = MemberFlags & { readonly member: M };

/** Puts the current member first; the others keep their order (spec 03 §4). */
export const currentFirst = <M>(views: ReadonlyArray<MemberView<M>>): ReadonlyArray<MemberView<M>> => [
  ...views.filter((v) => v.isCurrent),
  ...views.filter((v) => !v.isCurrent),
];

/** Customer group members with their flags, the current customer first. */
export const customerGroupMembers = (
  group: CustomerGroup,
  currentCustomerUuid: string,
): ReadonlyArray<MemberView<CustomerGroupMember>> =>
  currentFirst(
    group.Members.map((member) => {
      const leader = member.CustomerUUID === group.CustomerUUID;
      return {
        member,
        isLeader: leader,
        isOwner: leader,
        isCurrent: member.CustomerUUID === currentCustomerUuid,
      };
    }),
  );

/** Mobile group members with their flags, the current service first. */
export const mobileGroupMembers = (
  group: MobileGroup,
  currentCustomerUuid: string,
  currentProductUuid: string,
): ReadonlyArray<MemberView<MobileGroupMember>> =>
  currentFirst(
    group.Members.map((member) => ({
      member,
      isLeader: member.CustomerUUID === group.CustomerUUID,
      isOwner: member.MobileProductUUID === group.MobileProductUUID,
      isCurrent:
        member.CustomerUUID === currentCustomerUuid && member.MobileProductUUID === currentProductUuid,
    })),
  );

const leads = (flags: Pick<MemberFlags, "isLeader" | "isOwner">): boolean => flags.isLeader || flags.isOwner;

/**
 * The leader or owner removes others (spec 03 §6); nobody removes themselves (that is leaving) and the leader or
 * owner cannot be removed by anyone: the group would be left without someone to manage it.
 */
export const mayRemove = (actor: MemberFlags, target: MemberFlags): boolean =>
  leads(actor) && !target.isCurrent && !leads(target);

/**
 * A member may leave. The leader or owner may not: they manage and pay for the group, so they remove the others
 * instead, and removing from a group of 2 deletes it (a decision: the spec only says "a member may leave").
 */
export const mayLeave = (me: MemberFlags): boolean => !leads(me);

/** Only the leader or owner adds members and orders SIMs for the group (spec 03 §6). */
export const mayManage = (me: Pick<MemberFlags, "isLeader" | "isOwner">): boolean => leads(me);
