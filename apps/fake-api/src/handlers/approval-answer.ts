import { translate } from "@waea/adapters/i18n";
import {
  isApprovalExpired,
  type Approval,
  type ApprovalActionName,
  type RouteApprovalActionRequest,
} from "@waea/domain/billing-routes";
import { byCustomer, byService } from "@waea/domain/groups";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import { customerMember, serviceMember } from "../world/groups";
import { uuidFor } from "../world/prng";
import { fullName } from "./approval-parties";
import { newRoute, routeBetween } from "./billing-route-view";
import { GroupTexts, invitedService, joinRefusal } from "./group-rules";
import { recordRouteEvent } from "./route-history";
import { checkSpendTerms } from "./route-terms";
import { entryOf } from "./record-entry";

/** The spend settings an approver may send with an approval of a billing route. */
export type RouteTerms = Pick<
  RouteApprovalActionRequest,
  "SpendCycle" | "SpendCycleCount" | "SpendLimit" | "Name"
>;

/** The route's name: the approver's, else the approval's description, else a plain one. */
const routeName = (given: string | undefined, description: string | undefined): string =>
  [given, description].map((text) => text?.trim() ?? "").find((text) => text !== "") ?? "Billing route";

/** What approving does to the world, applied only once everything has been checked. */
type Effect = () => void;

const billingEffect = (
  context: SignedInContext,
  approval: Approval,
  approver: string,
  terms: RouteTerms,
): Effect | Refusal => {
  const sender = approval.CustomerUUID ?? "";
  // An invite offers to pay for the one it was sent to; a request asks them to pay.
  const [payer, payee] = approval.ApprovalType === "BILLING_INVITE" ? [sender, approver] : [approver, sender];
  if (payer === payee || entryOf(context.world.core.customers, sender) === undefined)
    return refuse(400, "This invite or request no longer has two accounts to link");
  if (routeBetween(context.world, payer, payee) !== undefined)
    return refuse(409, "These accounts already have a billing route");
  return () => {
    const state = context.world.billingRoutes;
    state.counter += 1;
    const uuid = uuidFor(context.world.seed, `route:new:${state.counter}`);
    const type = approval.ApprovalType === "BILLING_INVITE" ? "invite" : "request";
    const name = fullName(context.world, sender);
    // An invite's limit is the payer's own (they sent it); the one invited does not set what the payer spends.
    const limit =
      approval.ApprovalType === "BILLING_INVITE"
        ? (approval.SpendLimit ?? terms.SpendLimit)
        : terms.SpendLimit;
    const route = newRoute(context.world, uuid, payer, payee, {
      ...terms,
      ...(limit === undefined ? {} : { SpendLimit: limit }),
      Name: routeName(terms.Name, approval.Description),
      ...(approval.Description === undefined ? {} : { Description: approval.Description }),
      ...(name === undefined ? {} : { RequestedByCustomerName: name }),
      Approvals: [{ Type: type, UUID: approval.UUID, ApprovalCode: approval.ApprovalCode ?? "" }],
    });
    state.routes[uuid] = route;
    recordRouteEvent(context.world, uuid, context.nowMillis, {
      Kind: "created",
      ByCustomerUUID: approver,
      ...(route.SpendLimit === undefined ? {} : { SpendLimit: route.SpendLimit }),
      ...(route.Name === undefined ? {} : { Name: route.Name }),
    });
  };
};

const groupEffect = (context: SignedInContext, approval: Approval, approver: string): Effect | Refusal => {
  const { groups, core } = context.world;
  const uuid = approval.ResourceUUID ?? "";
  const joined = millisToNanos(context.nowMillis);
  if (approval.ApprovalType === "GROUP_INVITE") {
    const group = entryOf(groups.customerGroups, uuid);
    if (group === undefined) return refuse(404, GroupTexts.notFound);
    const refused = joinRefusal(group.Members, byCustomer(approver));
    if (refused !== undefined) return refused;
    return () => {
      groups.customerGroups[uuid] = {
        ...group,
        Members: [...group.Members, customerMember(core, approver, joined)],
      };
    };
  }
  const group = entryOf(groups.mobileGroups, uuid);
  if (group === undefined) return refuse(404, GroupTexts.notFound);
  const service = invitedService(context.world, approver, approval.RequestedTo);
  if (service === undefined) return refuse(400, GroupTexts.noService);
  const refused = joinRefusal(group.Members, byService(approver, service));
  if (refused !== undefined) return refused;
  // A billing invite also routes the new member's bill to the group's leader, unless a route already does.
  const pays =
    approval.ApprovalType === "MOBILEGROUP_BILLING_INVITE" &&
    group.CustomerUUID !== approver &&
    routeBetween(context.world, group.CustomerUUID, approver) === undefined
      ? billingEffect(
          context,
          { ...approval, ApprovalType: "BILLING_INVITE", CustomerUUID: group.CustomerUUID },
          approver,
          {
            Name: group.Name ?? approval.Description ?? "Mobile group",
          },
        )
      : undefined;
  if (isRefusal(pays)) return pays;
  return () => {
    groups.mobileGroups[uuid] = {
      ...group,
      Members: [...group.Members, serviceMember(core, approver, service, joined)],
    };
    pays?.();
  };
};

/**
 * Answers a pending approval as `approver` (BR-04, GRP-04): refused when already answered or past its hour.
 * Approving a billing invite or request opens the route (with the approver's spend settings); approving a group
 * invite adds the approver (or their service) to the group. Rejecting only records the answer.
 */
export const answerApproval = (
  context: SignedInContext,
  approval: Approval,
  action: ApprovalActionName,
  approver: string,
  terms: RouteTerms = {},
): Approval | Refusal => {
  if (approval.Status !== "REQUEST") return refuse(400, "This invite or request has already been answered");
  if (isApprovalExpired(approval, context.nowMillis))
    return refuse(400, translate("en", "billing-routes.approval_expired"));
  const badTerms = checkSpendTerms(terms);
  if (badTerms !== undefined) return badTerms;
  const effect =
    action === "REJECT"
      ? undefined
      : approval.ApprovalType.startsWith("BILLING_")
        ? billingEffect(context, approval, approver, terms)
        : groupEffect(context, approval, approver);
  if (isRefusal(effect)) return effect;
  const answered: Approval = { ...approval, Status: action === "APPROVE" ? "APPROVED" : "REJECTED" };
  context.world.billingRoutes.approvals[approval.UUID] = answered;
  effect?.();
  return answered;
};
