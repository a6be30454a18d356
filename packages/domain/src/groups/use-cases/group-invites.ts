import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Approval } from "../../billing-routes";
import type { ApiError } from "../../ports";
import { groupInvites, mayAnswer, type GroupInviteView, type GroupInvites } from "../group-invites";
import { GroupRefused } from "../group-refused";
import { groupInviteRequest, type GroupInviteInput, type GroupKindOfGroup } from "../group-requests";
import { GroupsApi } from "../groups-api";
import { refused } from "./load-groups";

/** Invites someone to a group; the invite expires 1 hour from now (GRP-01, GRP-02). */
export const inviteToGroup = (
  input: GroupInviteInput | undefined,
): Effect.Effect<Approval, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const body = groupInviteRequest(input, yield* Clock.currentTimeMillis);
    if (Either.isLeft(body)) return yield* refused(body.left);
    const api = yield* GroupsApi;
    return yield* api.sendGroupInvite(body.right);
  });

/** Incoming and sent invites of one kind of group (GRP-04). A failing load gives empty lists (spec 03 §7). */
export const loadGroupInvites = (
  group: GroupKindOfGroup,
  customerUuid: string,
): Effect.Effect<GroupInvites, never, GroupsApi> =>
  Effect.gen(function* () {
    const api = yield* GroupsApi;
    const reply = yield* api
      .invitesApprovals(customerUuid)
      .pipe(Effect.orElseSucceed(() => ({ Invites: [], Approvals: [] })));
    return groupInvites(reply, group, customerUuid, yield* Clock.currentTimeMillis);
  });

/** Accepts or declines an incoming invite; only a pending, unexpired one can be answered. */
export const answerGroupInvite = (
  invite: GroupInviteView,
  accept: boolean,
): Effect.Effect<Approval, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    if (!mayAnswer(invite))
      return yield* new GroupRefused({
        messageKey: invite.expired ? "groups.invite_expired" : "groups.invite_answered",
        message: invite.expired ? "Approval expired" : "Approval already answered",
      });
    const api = yield* GroupsApi;
    return yield* api.answerGroupInvite({
      Action: accept ? "APPROVE" : "REJECT",
      ApprovalUUID: invite.approval.UUID,
    });
  });
