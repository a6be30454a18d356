import type { CallDocs } from "./call-doc";

/** The billing-routes calls as docs/api.md describes them (../billing-routes.ts has the calls themselves). */
export const billingRoutesDocs: CallDocs = {
  "billingRoutes.listRoutes": {
    summary: "The billing routes of an account (RoutingType as this account sees it) and its rights",
    spec: "03 §3, §6, §7",
  },
  "billingRoutes.listRequests": {
    summary:
      "Billing invites and requests this account sent, and those waiting for its answer (or one by code)",
    spec: "03 §7, §8",
  },
  "billingRoutes.updateRoute": {
    summary: "Change a route's name, spend cycle, count and limit (cents)",
    spec: "03 §5, §7",
  },
  "billingRoutes.deleteRoute": {
    summary: "Remove a route, unless it is the account's only valid billing method",
    spec: "02 §4; 03 §7",
  },
  "billingRoutes.routeHistory": {
    summary:
      "A route's audit trail, newest first: who spent what through it (and the payer charged), who opened or changed it",
    spec: "03 §3 (ours, issue #17: beyond the operator's API)",
  },
  "billingRoutes.routeApprovalAction": {
    summary: "Approve (with spend settings) or reject a billing invite or request as this account",
    spec: "03 §4, §7",
  },
  "billingRoutes.createApproval": {
    summary: "Send an invite or request (billing or group); it expires 1 hour later by the server's clock",
    spec: "03 §4, §7",
  },
  "billingRoutes.listApprovals": {
    summary: "Every approval a customer sent or was sent",
    spec: "03 §7 (query ours)",
  },
  "billingRoutes.readApproval": {
    summary: "One approval, for its sender or the one it was sent to",
    spec: "03 §7",
  },
  "billingRoutes.updateApproval": {
    summary: "The sender changes a pending approval's description or shortens its expiry",
    spec: "03 §7",
  },
  "billingRoutes.deleteApproval": { summary: "The sender withdraws a pending approval", spec: "03 §7" },
  "billingRoutes.approvalAction": {
    summary: "Approve or reject an approval sent to one of the login's accounts (billing or group)",
    spec: "03 §4, §7",
  },
  "billingRoutes.approvalInvite": {
    summary: "Send an invite (group invites use this door); the same checks as create",
    spec: "03 §4, §7",
  },
  "billingRoutes.expireApproval": { summary: "The sender ends a pending approval now", spec: "03 §7" },
  "billingRoutes.purgeApproval": {
    summary: "The sender or recipient clears an approval that is no longer pending (answered or expired)",
    spec: "03 §7",
  },
  "billingRoutes.invitesApprovals": {
    summary: "Approvals of every kind a customer sent (Invites) and those sent to it (Approvals)",
    spec: "03 §4, §7",
  },
};
