import {
  DELETE_GROUP_AT_OR_BELOW,
  customerGroupMembers,
  mayLeave,
  mayManage,
  mayRemove,
  mobileGroupMembers,
  type CustomerGroup,
  type MemberFlags,
  type MobileGroup,
} from "@waea/domain/groups";

export interface ShownMember {
  readonly key: string;
  readonly name: string;
  readonly flags: MemberFlags;
  readonly customerUuid: string;
  readonly productUuid: string | undefined;
  /** The signed-in member may remove this one (the domain's mayRemove). */
  readonly removable: boolean;
}

export interface ShownGroup {
  readonly uuid: string;
  readonly name: string | undefined;
  readonly members: ReadonlyArray<ShownMember>;
  readonly mayLeave: boolean;
  readonly mayInvite: boolean;
  /** Removing anyone deletes the whole group (2 or fewer members, spec 03 §4). */
  readonly removalDeletes: boolean;
}

const nameOf = (member: {
  readonly FirstName?: string | undefined;
  readonly LastName?: string | undefined;
  readonly Email?: string | undefined;
  readonly MSISDN?: string | undefined;
  readonly CustomerUUID: string;
}): string =>
  [member.FirstName, member.LastName].filter((part) => part !== undefined && part !== "").join(" ") ||
  member.Email ||
  member.MSISDN ||
  member.CustomerUUID;

const shown = (
  uuid: string,
  name: string | undefined,
  members: ReadonlyArray<Omit<ShownMember, "removable">>,
): ShownGroup => {
  const me = members.find((member) => member.flags.isCurrent)?.flags ?? {
    isLeader: false,
    isOwner: false,
    isCurrent: false,
  };
  return {
    uuid,
    name,
    members: members.map((member) => ({ ...member, removable: mayRemove(me, member.flags) })),
    mayLeave: me.isCurrent && mayLeave(me),
    mayInvite: mayManage(me),
    removalDeletes: members.length <= DELETE_GROUP_AT_OR_BELOW,
  };
};

/** A customer group as the page shows it: the domain's member flags, the current member first. */
export const shownCustomerGroup = (group: CustomerGroup, me: string): ShownGroup =>
  shown(
    group.UUID,
    group.Name,
    customerGroupMembers(group, me).map((view) => ({
      key: view.member.CustomerUUID,
      name: nameOf(view.member),
      flags: view,
      customerUuid: view.member.CustomerUUID,
      productUuid: undefined,
    })),
  );

/** A mobile group: members are services, named with their number. */
export const shownMobileGroup = (group: MobileGroup, me: string, product: string): ShownGroup =>
  shown(
    group.UUID,
    group.Name,
    mobileGroupMembers(group, me, product).map((view) => ({
      key: `${view.member.CustomerUUID}:${view.member.MobileProductUUID}`,
      name:
        view.member.MSISDN === undefined
          ? nameOf(view.member)
          : `${nameOf(view.member)} (${view.member.MSISDN})`,
      flags: view,
      customerUuid: view.member.CustomerUUID,
      productUuid: view.member.MobileProductUUID,
    })),
  );
