import type { billingRoutesCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import {
  INVITE_EXPIRY_MS,
  isApprovalExpired,
  withSecondsLeft,
  type Approval,
} from "@waea/domain/billing-routes";
import { millisToNanos } from "@waea/domain/ports";
import { OBJECT_NOT_FOUND } from "@waea/domain/groups";
import { isRefusal, refuse, type Handlers, type Refusal, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { answerApproval } from "./approval-answer";
import { createApproval } from "./approval-create";
import { answeringCustomer, isAddressedTo, maySee, newestFirst } from "./approval-parties";
import { entryOf } from "./record-entry";

const ANSWERED = "This invite or request has already been answered";
const MAX_DESCRIPTION = 500;

/** An approval the login may see, or the same 404 whether it is missing or someone else's. */
const visible = (context: SignedInContext, uuid: string): Approval | Refusal => {
  const approval = entryOf(context.world.billingRoutes.approvals, uuid);
  return approval !== undefined && maySee(context.world, context.login, approval)
    ? approval
    : refuse(404, OBJECT_NOT_FOUND);
};

/** Only the sender changes, withdraws or ends an approval. */
const sentByLogin = (context: SignedInContext, uuid: string): Approval | Refusal => {
  const approval = visible(context, uuid);
  if (isRefusal(approval)) return approval;
  return context.login.CustomerUUIDs.includes(approval.CustomerUUID ?? "")
    ? approval
    : refuse(403, "Only the sender can change this invite or request");
};

/** Still waiting for an answer within its hour. */
const pending = (context: SignedInContext, approval: Approval): Refusal | undefined =>
  approval.Status !== "REQUEST"
    ? refuse(400, ANSWERED)
    : isApprovalExpired(approval, context.nowMillis)
      ? refuse(400, translate("en", "billing-routes.approval_expired"))
      : undefined;

/** Sent and addressed approvals, each pending one with the time left on the operator's clock (it decides expiry). */
const sentOrAddressed = (context: SignedInContext, customerUuid: string) => {
  const all = Object.values(context.world.billingRoutes.approvals).map((approval) =>
    withSecondsLeft(approval, context.nowMillis),
  );
  return {
    Invites: newestFirst(all.filter((approval) => approval.CustomerUUID === customerUuid)),
    Approvals: newestFirst(
      all.filter(
        (approval) =>
          approval.CustomerUUID !== customerUuid && isAddressedTo(context.world, approval, customerUuid),
      ),
    ),
  };
};

type Calls = typeof billingRoutesCalls;
type ServiceIds = Exclude<
  keyof Calls,
  | "billingRoutes.listRoutes"
  | "billingRoutes.listRequests"
  | "billingRoutes.updateRoute"
  | "billingRoutes.deleteRoute"
  | "billingRoutes.routeHistory"
  | "billingRoutes.routeApprovalAction"
>;

/**
 * The approval service (/v3/{spid}/customer/approval): billing invites and requests and group invites, sent with
 * a code for their link, answered by the one they were sent to, expiring an hour after sending (BR-04, GRP-04).
 */
export const approvalServiceHandlers: Pick<Handlers<Calls>, ServiceIds> = {
  "billingRoutes.createApproval": ({ body }, context) => createApproval(context, body),

  "billingRoutes.approvalInvite": ({ body }, context) => createApproval(context, body),

  "billingRoutes.listApprovals": ({ query }, context) => {
    const customer = ownCustomer(context, query.CustomerUUID);
    if (isRefusal(customer)) return customer;
    const { Invites, Approvals } = sentOrAddressed(context, query.CustomerUUID);
    return { Approvals: newestFirst([...Invites, ...Approvals]) };
  },

  "billingRoutes.readApproval": ({ params }, context) => visible(context, params.approvalUuid),

  "billingRoutes.updateApproval": ({ params, body }, context) => {
    const approval = sentByLogin(context, params.approvalUuid);
    if (isRefusal(approval)) return approval;
    const waiting = pending(context, approval);
    if (waiting !== undefined) return waiting;
    if (body.Description !== undefined && body.Description.length > MAX_DESCRIPTION)
      return refuse(400, `body.Description: at most ${MAX_DESCRIPTION} characters`);
    const latest = (approval.CreatedAtNanos ?? approval.ExpiresAtNanos) + millisToNanos(INVITE_EXPIRY_MS);
    const expires = body.ExpiresAtNanos;
    if (expires !== undefined && (expires <= millisToNanos(context.nowMillis) || expires > latest))
      return refuse(400, "body.ExpiresAtNanos: must be later than now and within an hour of sending");
    const updated: Approval = {
      ...approval,
      ...(body.Description === undefined ? {} : { Description: body.Description.trim() }),
      ...(expires === undefined ? {} : { ExpiresAtNanos: expires }),
    };
    context.world.billingRoutes.approvals[approval.UUID] = updated;
    return updated;
  },

  "billingRoutes.deleteApproval": ({ params }, context) => {
    const approval = sentByLogin(context, params.approvalUuid);
    if (isRefusal(approval)) return approval;
    if (approval.Status !== "REQUEST") return refuse(400, `${ANSWERED}: purge it instead`);
    delete context.world.billingRoutes.approvals[approval.UUID];
    return undefined;
  },

  "billingRoutes.approvalAction": ({ body }, context) => {
    if (body.ApprovalUUID.trim() === "") return refuse(400, translate("en", "billing-routes.no_uuid"));
    const approval = visible(context, body.ApprovalUUID);
    if (isRefusal(approval)) return approval;
    const approver = answeringCustomer(context.world, context.login, approval);
    if (approver === undefined) return refuse(400, "An invite or request cannot be answered by its sender");
    return answerApproval(context, approval, body.Action, approver);
  },

  "billingRoutes.expireApproval": ({ params }, context) => {
    const approval = sentByLogin(context, params.approvalUuid);
    if (isRefusal(approval)) return approval;
    if (approval.Status !== "REQUEST") return refuse(400, ANSWERED);
    const now = millisToNanos(context.nowMillis);
    if (approval.ExpiresAtNanos <= now) return approval;
    const expired: Approval = { ...approval, ExpiresAtNanos: now };
    context.world.billingRoutes.approvals[approval.UUID] = expired;
    return expired;
  },

  "billingRoutes.purgeApproval": ({ params }, context) => {
    const approval = visible(context, params.approvalUuid);
    if (isRefusal(approval)) return approval;
    const party = context.login.CustomerUUIDs.some(
      (uuid) => uuid === approval.CustomerUUID || isAddressedTo(context.world, approval, uuid),
    );
    if (!party) return refuse(403, "Only the sender or the one it was sent to can purge this");
    if (pending(context, approval) === undefined)
      return refuse(400, "A pending invite or request cannot be purged: withdraw it first");
    delete context.world.billingRoutes.approvals[approval.UUID];
    return undefined;
  },

  "billingRoutes.invitesApprovals": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    return isRefusal(customer) ? customer : sentOrAddressed(context, params.customerUuid);
  },
};
