import type { groupsCalls } from "@waea/adapters/http/contract";
import {
  byCustomer,
  customerGroupMembers,
  mayLeave,
  mayManage,
  removeMember,
  type CustomerGroup,
} from "@waea/domain/groups";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers, type Refusal, type SignedInContext } from "../server/handler";
import { customerMember, groupLabels } from "../world/groups";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { createApproval } from "./approval-create";
import { checkIds, checkName, LEADER_STAYS, maySeeGroup, onePage, removalRefusal } from "./group-access";
import { GroupTexts, joinRefusal } from "./group-rules";
import { mobileGroupsHandlers } from "./mobile-groups";
import { entryOf } from "./record-entry";

type Calls = typeof groupsCalls;

const groupOf = (context: SignedInContext, uuid: string): CustomerGroup | Refusal =>
  entryOf(context.world.groups.customerGroups, uuid) ?? refuse(404, GroupTexts.notFound);

/** Applies a removal: a group of 2 or fewer goes entirely (the domain's removeMember decides). */
const remove = (context: SignedInContext, group: CustomerGroup, customerUuid: string): boolean => {
  const outcome = removeMember(group, byCustomer(customerUuid));
  const groups = context.world.groups.customerGroups;
  if (outcome._tag === "MemberRemoved") groups[group.UUID] = outcome.group;
  else if (outcome._tag === "GroupDeleted") delete groups[group.UUID];
  return outcome._tag === "GroupDeleted";
};

/** Who may add `candidate`: the caller must lead the group, the candidate be a customer not yet in it. */
const joinCheck = (
  context: SignedInContext,
  group: CustomerGroup,
  candidate: string,
): Refusal | undefined => {
  const leads = context.login.CustomerUUIDs.includes(group.CustomerUUID);
  if (!mayManage({ isLeader: leads, isOwner: leads }))
    return refuse(403, "Only the group leader can add members");
  if (entryOf(context.world.core.customers, candidate) === undefined)
    return refuse(404, "No customer with this CustomerUUID");
  return joinRefusal(group.Members, byCustomer(candidate));
};

const customerHandlers: Pick<Handlers<Calls>, Exclude<keyof Calls, keyof typeof mobileGroupsHandlers>> = {
  "groups.createCustomerGroup": ({ body }, context) => {
    const bad = checkIds(body, [], [body.CustomerUUID]) ?? checkName(body.Name);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const groups = context.world.groups;
    groups.counter += 1;
    const now = millisToNanos(context.nowMillis);
    const name = body.Name?.trim() ?? "";
    const group: CustomerGroup = {
      UUID: uuidFor(context.world.seed, groupLabels.created(groups.counter)),
      CustomerUUID: body.CustomerUUID,
      CreatedAtNanos: now,
      ...(name === "" ? {} : { Name: name }),
      Members: [customerMember(context.world.core, body.CustomerUUID, now)],
    };
    groups.customerGroups[group.UUID] = group;
    return group;
  },

  "groups.readCustomerGroup": ({ params }, context) => {
    const group = entryOf(context.world.groups.customerGroups, params.groupUuid);
    return group !== undefined && maySeeGroup(context, group) ? group : refuse(404, GroupTexts.notFound);
  },

  "groups.addCustomerGroupMember": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const refused = joinCheck(context, group, body.CustomerUUID);
    if (refused !== undefined) return refused;
    // Nobody joins without accepting: adding sends the customer an invite, addressed by the UUID the leader sent.
    return createApproval(context, {
      SPID: body.SPID,
      CustomerUUID: group.CustomerUUID,
      RequestedTo: body.CustomerUUID,
      Description: group.Name ?? "",
      ExpiresAtNanos: 0,
      ApprovalType: "GROUP_INVITE",
      ResourceUUID: group.UUID,
    });
  },

  "groups.checkCustomerGroupMember": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    if (!maySeeGroup(context, group) && !context.login.CustomerUUIDs.includes(body.CustomerUUID))
      return refuse(404, GroupTexts.notFound);
    const refused = joinCheck(context, group, body.CustomerUUID);
    return refused === undefined ? { Allowed: true } : { Allowed: false, Reason: refused.message };
  },

  "groups.customerGroupInfo": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    const mine = Object.values(context.world.groups.customerGroups).filter((group) =>
      group.Members.some(byCustomer(params.customerUuid)),
    );
    // No group is the operator's 404 'Object not found' (spec 03 §7): the portal shows an empty list.
    if (mine.length === 0) return refuse(404, GroupTexts.notFound);
    return { CustomerGroupInfos: mine, PageInfo: onePage(mine.length) };
  },

  "groups.leaveCustomerGroup": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID], [body.CustomerUUID]);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const me = customerGroupMembers(group, body.CustomerUUID).find((view) => view.isCurrent);
    if (me === undefined) return refuse(400, GroupTexts.notMember);
    if (!mayLeave(me)) return refuse(400, LEADER_STAYS);
    remove(context, group, body.CustomerUUID);
    return undefined;
  },

  "groups.removeOtherFromCustomerGroup": ({ body }, context) => {
    const bad = checkIds(body, [body.UUID], [body.MemberCustomerUUID]);
    if (bad !== undefined) return bad;
    const customer = ownCustomer(context, body.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const group = groupOf(context, body.UUID);
    if (isRefusal(group)) return group;
    const views = customerGroupMembers(group, body.CustomerUUID);
    const actor = views.find((view) => view.isCurrent);
    if (actor === undefined) return refuse(403, GroupTexts.notMember);
    const target = views.find((view) => view.member.CustomerUUID === body.MemberCustomerUUID);
    if (target === undefined) return refuse(400, GroupTexts.notMember);
    const refused = removalRefusal(actor, target);
    if (refused !== undefined) return refused;
    return { GroupDeleted: remove(context, group, body.MemberCustomerUUID) };
  },
};

/** Customer and mobile groups (GRP-01..03); invites go through the approval service (approval-service.ts). */
export const groupsHandlers: Handlers<Calls> = { ...customerHandlers, ...mobileGroupsHandlers };
