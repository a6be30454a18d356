import { SPID } from "@waea/domain/config";
import {
  GroupRequestTexts,
  mayRemove,
  type GroupRequestError,
  type MemberFlags,
  type PagingInfo,
} from "@waea/domain/groups";
import { refuse, type Refusal, type SignedInContext } from "../server/handler";
import { isAddressedTo } from "./approval-parties";

const MAX_NAME = 80;

/** The operator's texts for a missing piece of a group call (spec 03 §5). */
export const missing = (error: GroupRequestError): Refusal => refuse(400, GroupRequestTexts[error]);

/**
 * The checks every group write starts with: the provider id, then the fields the spec names in its order (the
 * group's UUID, then the customer's), each refused with 'No UUID' or 'No CustomerUUID' when blank.
 */
export const checkIds = (
  body: { readonly SPID: number },
  uuids: ReadonlyArray<string | undefined>,
  customers: ReadonlyArray<string | undefined>,
): Refusal | undefined => {
  if (body.SPID !== SPID) return refuse(400, `body.SPID: must be ${SPID}`);
  if (uuids.some((uuid) => uuid === undefined || uuid.trim() === "")) return missing("groups.no_uuid");
  if (customers.some((uuid) => uuid === undefined || uuid.trim() === ""))
    return missing("groups.no_customer_uuid");
  return undefined;
};

export const checkName = (name: string | undefined): Refusal | undefined =>
  name !== undefined && name.trim().length > MAX_NAME
    ? refuse(400, `body.Name: at most ${MAX_NAME} characters`)
    : undefined;

/** A group's members see it, and so does anyone an invite to it was sent to. */
export const maySeeGroup = (
  context: SignedInContext,
  group: { readonly UUID: string; readonly Members: ReadonlyArray<{ readonly CustomerUUID: string }> },
): boolean => {
  const mine = context.login.CustomerUUIDs;
  if (group.Members.some((member) => mine.includes(member.CustomerUUID))) return true;
  return Object.values(context.world.billingRoutes.approvals).some(
    (approval) =>
      approval.ResourceUUID === group.UUID &&
      mine.some((uuid) => isAddressedTo(context.world, approval, uuid)),
  );
};

/** One page holding every group (a customer belongs to few). */
export const onePage = (count: number): PagingInfo => ({
  PageNumber: 1,
  PageItemCount: count,
  TotalPages: 1,
  TotalItemCount: count,
  IndexStart: 0,
});

/** Why the domain's mayRemove said no, in words. */
export const removalRefusal = (actor: MemberFlags, target: MemberFlags): Refusal | undefined => {
  if (mayRemove(actor, target)) return undefined;
  if (target.isCurrent) return refuse(400, "To take yourself out of a group, leave it");
  if (target.isLeader || target.isOwner) return refuse(403, "The group's leader or owner cannot be removed");
  return refuse(403, "Only the group's leader or owner can remove other members");
};

export const LEADER_STAYS = "The group's leader or owner cannot leave it: remove the other members instead";
