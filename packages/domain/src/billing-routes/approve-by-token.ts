import * as Option from "effect/Option";
import type { Approval } from "./approval";
import type { RouteRequestsReply } from "./billing-route";

/** Texts of spec 03 §8 for approving a route by the token held in the session. */
export const RouteTokenMessages = {
  noInvite: "no_invite",
  acceptError: "acceptRouteByToken Error",
} as const;

/**
 * The pending approval a session token points at: its ApprovalCode, among the invites and approvals of the requests
 * reply. An approval's UUID is not its token (anyone who learns an id could otherwise answer it). None when nothing
 * pending matches (then 'no_invite').
 */
export const findApprovalByToken = (reply: RouteRequestsReply, token: string): Option.Option<Approval> => {
  const wanted = token.trim();
  if (wanted === "") return Option.none();
  return Option.fromNullable(
    [...reply.Approvals, ...reply.Invites].find(
      (approval) =>
        approval.Status === "REQUEST" && approval.ApprovalCode?.toUpperCase() === wanted.toUpperCase(),
    ),
  );
};
