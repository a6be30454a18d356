import type { groupsCalls } from "@waea/adapters/http/contract";
import {
  byService,
  mayLeave,
  mayManage,
  mobileGroupMembers,
  removeMember,
  type MobileGroup,
} from "@waea/domain/groups";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers, type Refusal, type SignedInContext } from "../server/handler";
import { groupLabels, serviceMember } from "../world/groups";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { createApproval } from "./approval-create";
import { checkIds, checkName, LEADER_STAYS, maySeeGroup, onePage, removalRefusal } from "./group-access";
import { GroupTexts, isServiceOf, joinRefusal } from "./group-rules";
import { entryOf } from "./record-entry";

type Calls = typeof groupsCalls;
type MobileIds = Extract<
  keyof Calls,
  | "groups.createMobileGroup"
  | "groups.readMobileGroup"
  | "groups.addMobileGroupMember"
  | "groups.checkMobileGroupMember"
  | "groups.mobileGroupInfo"
  | "groups.leaveMobileGroup"
  | "groups.removeOtherFromMobileGroup"
>;

const NOT_YOUR_SERVICE = "body.MobileProductUUID: not a mobile service of this customer";

const groupOf = (context: SignedInContext, uuid: string): MobileGroup | Refusal =>
  entryOf(context.world.groups.mobileGroups, uuid) ?? refuse(404, GroupTexts.notFound);

const remove = (
  context: SignedInContext,
  group: MobileGroup,
  customerUuid: string,
  product: string,
): boolean => {
  const outcome = removeMember(group, byService(customerUuid, product));
  const groups = context.world.groups.mobileGroups;
  if (outcome._tag === "MemberRemoved") groups[group.UUID] = outcome.group;
  else if (outcome._tag === "GroupDeleted") delete groups[group.UUID];
  return outcome._tag === "GroupDeleted";
};

/** The caller leads the group (its customer) or owns it (the owning service is one of theirs). */
const managedByLogin = (context: SignedInContext, group: MobileGroup): boolean => {
  const mine = context.login.CustomerUUIDs;
  const owner = entryOf(context.world.core.products, group.MobileProductUUID)?.CustomerUUID ?? "";
  return mayManage({ isLeader: mine.includes(group.CustomerUUID), isOwner: mine.includes(owner) });
};

const joinCheck = (
  context: SignedInContext,
  group: MobileGroup,
  candidate: string,
  product: string,
): Refusal | undefined => {
  if (!managedByLogin(context, group)) return refuse(403, "Only the group's leader or owner can add members");
  if (!isServiceOf(context.world, candidate, product)) return refuse(400, NOT_YOUR_SERVICE);
  return joinRefusal(group.Members, byService(candidate, product));
};

/** The service a customer acts with in a group: the owning service if it is theirs, else their first in it. */
const actingService = (group: MobileGroup, customerUuid: string): string | undefined =>
  group.Members.find(
    (m) => m.CustomerUUID === customerUuid && m.MobileProductUUID === group.MobileProductUUID,
  )?.MobileProductUUID ?? group.Members.find((m) => m.CustomerUUID === customerUuid)?.MobileProductUUID;

export const mobileGroupsHandlers: Pick<Handlers<Calls>, MobileIds> = {
  "groups.createMobileGroup": ({ body }, context) => {
    const bad = checkIds(body, [body.MobileProductUUID], [body.CustomerUUID]) ?? checkName(body.Name);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    if (!isServiceOf(context.world, body.CustomerUUID, body.MobileProductUUID))
      return refuse(400, NOT_YOUR_SERVICE);
    const groups = context.world.groups;
    groups.counter += 1;
    const now = millisToNanos(context.nowMillis);
    const name = body.Name?.trim() ?? "";
    const group: MobileGroup = {
      UUID: uuidFor(context.world.seed, groupLabels.created(groups.counter)),
      CustomerUUID: body.CustomerUUID,
      MobileProductUUID: body.MobileProductUUID,
      CreatedAtNanos: now,
      ...(name === "" ? {} : { Name: name }),
      Members: [serviceMember(context.world.core, body.CustomerUUID, body.MobileProductUUID, now)],
    };
    groups.mobileGroups[group.UUID] = group;
    return group;
  },

  "groups.readMobileGroup": ({ params }, context) => {
    const group = entryOf(context.world.groups.mobileGroups, params.groupUuid);
    return group !== undefined && maySeeGroup(context, group) ? group : refuse(404, GroupTexts.notFound);
  },

  "groups.addMobileGroupMember": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID, body.MobileProductUUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const product = body.MobileProductUUID ?? "";
    const refused = joinCheck(context, group, body.CustomerUUID, product);
    if (refused !== undefined) return refused;
    // Nobody joins without accepting: adding sends an invite addressed by the service UUID the leader sent.
    const sender = context.login.CustomerUUIDs.includes(group.CustomerUUID)
      ? group.CustomerUUID
      : (entryOf(context.world.core.products, group.MobileProductUUID)?.CustomerUUID ?? "");
    const acting = actingService(group, sender);
    return createApproval(context, {
      SPID: body.SPID,
      CustomerUUID: sender,
      ...(acting === undefined ? {} : { RequestedByProductUUID: acting }),
      RequestedTo: product,
      Description: group.Name ?? "",
      ExpiresAtNanos: 0,
      ApprovalType: "MOBILEGROUP_INVITE",
      ResourceUUID: group.UUID,
    });
  },

  "groups.checkMobileGroupMember": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID, body.MobileProductUUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    if (!maySeeGroup(context, group) && !context.login.CustomerUUIDs.includes(body.CustomerUUID))
      return refuse(404, GroupTexts.notFound);
    const refused = joinCheck(context, group, body.CustomerUUID, body.MobileProductUUID ?? "");
    return refused === undefined ? { Allowed: true } : { Allowed: false, Reason: refused.message };
  },

  "groups.mobileGroupInfo": ({ query }, context) => {
    const customer = ownCustomer(context, query.CustomerUUID);
    if (isRefusal(customer)) return customer;
    if (entryOf(context.world.core.products, query.MobileProductUUID)?.CustomerUUID !== query.CustomerUUID)
      return refuse(403, "You do not have access to this mobile service");
    const mine = Object.values(context.world.groups.mobileGroups).filter((group) =>
      group.Members.some(byService(query.CustomerUUID, query.MobileProductUUID)),
    );
    if (mine.length === 0) return refuse(404, GroupTexts.notFound);
    return { MobileGroupInfos: mine, PageInfo: onePage(mine.length) };
  },

  "groups.leaveMobileGroup": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID, body.MobileProductUUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const product = body.MobileProductUUID ?? "";
    const me = mobileGroupMembers(group, body.CustomerUUID, product).find((view) => view.isCurrent);
    if (me === undefined) return refuse(400, GroupTexts.notMember);
    if (!mayLeave(me)) return refuse(400, LEADER_STAYS);
    remove(context, group, body.CustomerUUID, product);
    return undefined;
  },

  "groups.removeOtherFromMobileGroup": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID, body.MemberMobileProductUUID], [body.MemberCustomerUUID]);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const acting = actingService(group, body.CustomerUUID);
    if (acting === undefined) return refuse(403, GroupTexts.notMember);
    const views = mobileGroupMembers(group, body.CustomerUUID, acting);
    const actor = views.find((view) => view.isCurrent);
    const product = body.MemberMobileProductUUID ?? "";
    const target = views.find((view) => byService(body.MemberCustomerUUID, product)(view.member));
    if (actor === undefined) return refuse(403, GroupTexts.notMember);
    if (target === undefined) return refuse(400, GroupTexts.notMember);
    const refused = removalRefusal(actor, target);
    if (refused !== undefined) return refused;
    return { GroupDeleted: remove(context, group, body.MemberCustomerUUID, product) };
  },
};
