import { translate } from "@waea/adapters/i18n";
import {
  inviteExpiresAtNanos,
  isApprovalExpired,
  isModeAllowed,
  type Approval,
  type ApprovalCreateRequest,
} from "@waea/domain/billing-routes";
import { SPID } from "@waea/domain/config";
import { GroupRequestTexts, byCustomer, byService, mayManage } from "@waea/domain/groups";
import { MAX_CENTS } from "@waea/domain/money";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { customersAddressed, fullName, isRecipient } from "./approval-parties";
import { routeBetween, routeRightsOf } from "./billing-route-view";
import { GroupTexts, invitedService, isServiceOf, joinRefusal } from "./group-rules";
import { entryOf } from "./record-entry";
import { unguessable } from "./unguessable";
import { sendMessage } from "../mailbox/mailbox";

const MAX_DESCRIPTION = 500;
const MAX_REQUESTED_TO = 254;

/** A billing invite or request: the sender needs the right, and the two accounts no route between them yet. */
const checkBilling = (
  context: SignedInContext,
  body: ApprovalCreateRequest,
  recipients: ReadonlyArray<string>,
): Refusal | undefined => {
  const invite = body.ApprovalType === "BILLING_INVITE";
  if (!isModeAllowed(routeRightsOf(context.world, body.CustomerUUID), invite ? "invite" : "request"))
    return refuse(403, translate("en", "billing-routes.not_allowed"));
  const linked = recipients.some((other) =>
    invite
      ? routeBetween(context.world, body.CustomerUUID, other)
      : routeBetween(context.world, other, body.CustomerUUID),
  );
  return linked ? refuse(409, "These accounts already have a billing route") : undefined;
};

/** A group invite: the group exists, the sender leads (or owns) it, and the person invited could join. */
const checkGroup = (
  context: SignedInContext,
  body: ApprovalCreateRequest,
  recipients: ReadonlyArray<string>,
): Refusal | undefined => {
  const groups = context.world.groups;
  const uuid = body.ResourceUUID ?? "";
  if (body.ApprovalType === "GROUP_INVITE") {
    const group = entryOf(groups.customerGroups, uuid);
    if (group === undefined) return refuse(400, GroupRequestTexts["groups.no_uuid"]);
    const leads = group.CustomerUUID === body.CustomerUUID;
    if (!mayManage({ isLeader: leads, isOwner: leads }))
      return refuse(403, "Only the group leader can invite to this group");
    for (const other of recipients) {
      const refused = joinRefusal(group.Members, byCustomer(other));
      if (refused !== undefined) return refused;
    }
    return joinRefusal(group.Members, () => false);
  }
  const group = entryOf(groups.mobileGroups, uuid);
  const product = body.RequestedByProductUUID ?? "";
  if (group === undefined || product === "") return refuse(400, GroupRequestTexts["groups.no_uuid"]);
  const flags = {
    isLeader: group.CustomerUUID === body.CustomerUUID,
    isOwner: group.MobileProductUUID === product,
  };
  if (!mayManage(flags)) return refuse(403, "Only the group leader or owner can invite to this group");
  for (const other of recipients) {
    const service = invitedService(context.world, other, body.RequestedTo);
    const refused =
      service === undefined
        ? refuse(400, GroupTexts.noService)
        : joinRefusal(group.Members, byService(other, service));
    if (refused !== undefined) return refused;
  }
  return joinRefusal(group.Members, () => false);
};

const checkRequest = (context: SignedInContext, body: ApprovalCreateRequest): Refusal | undefined => {
  if (body.SPID !== SPID) return refuse(400, `body.SPID: must be ${SPID}`);
  if (body.CustomerUUID.trim() === "") return refuse(400, GroupRequestTexts["groups.no_customer_uuid"]);
  const sender = ownCustomer(context, body.CustomerUUID);
  if (isRefusal(sender)) return sender;
  const to = body.RequestedTo.trim();
  if (to === "") return refuse(400, GroupRequestTexts["groups.no_params"]);
  if (to.length > MAX_REQUESTED_TO || !isRecipient(context.world, to))
    return refuse(400, "body.RequestedTo: must be an e-mail address or a New Zealand mobile number");
  if (body.SpendLimit !== undefined && (body.SpendLimit < 0 || body.SpendLimit > MAX_CENTS))
    return refuse(400, translate("en", "billing-routes.invalid_limit"));
  if (body.Description.length > MAX_DESCRIPTION)
    return refuse(400, `body.Description: at most ${MAX_DESCRIPTION} characters`);
  const product = body.RequestedByProductUUID;
  if (product !== undefined && !isServiceOf(context.world, body.CustomerUUID, product))
    return refuse(400, "body.RequestedByProductUUID: not a mobile service of this customer");
  const recipients = customersAddressed(context.world, to);
  if (recipients.includes(body.CustomerUUID)) return refuse(400, "An invite cannot be sent to yourself");
  return body.ApprovalType.startsWith("BILLING_")
    ? checkBilling(context, body, recipients)
    : checkGroup(context, body, recipients);
};

/** The same invite, still waiting for an answer. */
const isRepeat = (approval: Approval, body: ApprovalCreateRequest, nowMillis: number): boolean =>
  approval.CustomerUUID === body.CustomerUUID &&
  approval.ApprovalType === body.ApprovalType &&
  (approval.ResourceUUID ?? "") === (body.ResourceUUID ?? "") &&
  approval.RequestedTo.toLowerCase() === body.RequestedTo.trim().toLowerCase() &&
  approval.Status === "REQUEST" &&
  !isApprovalExpired(approval, nowMillis);

/**
 * The invite's e-mail or text (simulated mailbox): to the e-mail of each customer it addresses, or, for someone not
 * yet a customer, to the address or number it was sent to.
 */
const mailInvite = (context: SignedInContext, approval: Approval, name: string | undefined): void => {
  const to = approval.RequestedTo;
  const customers = customersAddressed(context.world, to).flatMap(
    (uuid) => context.world.core.customers[uuid]?.Email ?? [],
  );
  const from = name ?? "A customer";
  for (const address of customers.length > 0 ? customers : [to])
    sendMessage(context, {
      to: address,
      kind: "invitation",
      subject: `${from} sent you an invitation`,
      text: `${from} invites you: ${approval.Description || approval.ApprovalType}. Your invitation code is ${approval.ApprovalCode}; it works for one hour.`,
      code: approval.ApprovalCode,
    });
};

/**
 * Sends an invite or request through the approval service (BR-01, GRP-01, GRP-02): checked first, then stored with
 * a code for its link. It expires one hour after sending by the server's clock (the body's ExpiresAtNanos is the
 * client's estimate of the same; the server's clock decides).
 */
export const createApproval = (context: SignedInContext, body: ApprovalCreateRequest): Approval | Refusal => {
  const refused = checkRequest(context, body);
  if (refused !== undefined) return refused;
  const state = context.world.billingRoutes;
  const now = context.nowMillis;
  if (Object.values(state.approvals).some((approval) => isRepeat(approval, body, now)))
    return refuse(409, "This invite is already waiting for an answer");
  state.counter += 1;
  const uuid = uuidFor(context.world.seed, `approval:new:${state.counter}`);
  const name = fullName(context.world, body.CustomerUUID);
  const approval: Approval = {
    UUID: uuid,
    ApprovalType: body.ApprovalType,
    RequestedTo: body.RequestedTo.trim(),
    Description: body.Description.trim(),
    ExpiresAtNanos: inviteExpiresAtNanos(now),
    ...(body.ResourceUUID === undefined ? {} : { ResourceUUID: body.ResourceUUID }),
    ...(body.RequestedByProductUUID === undefined
      ? {}
      : { RequestedByProductUUID: body.RequestedByProductUUID }),
    ...(name === undefined ? {} : { RequestedByCustomerName: name }),
    CustomerUUID: body.CustomerUUID,
    // The link's code is the token that answers an approval sent to someone not yet a customer: random, not the id.
    ApprovalCode: `AP-${unguessable()}`,
    SPID,
    Status: "REQUEST",
    CreatedAtNanos: millisToNanos(now),
    ...(body.ApprovalType === "BILLING_INVITE" && body.SpendLimit !== undefined
      ? { SpendLimit: body.SpendLimit }
      : {}),
  };
  state.approvals[uuid] = approval;
  mailInvite(context, approval, name);
  return approval;
};
