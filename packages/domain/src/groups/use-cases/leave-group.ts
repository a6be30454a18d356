import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { GroupRefused } from "../group-refused";
import { groupLeaveRequest, type GroupKindOfGroup, type GroupLeaveInput } from "../group-requests";
import { GroupsApi } from "../groups-api";
import { leaveLocally } from "../member-removal";
import { refused } from "./load-groups";

/** Leaves a group and returns the local list without it (spec 03 §4). */
export const leaveGroup = <G extends { readonly UUID: string }>(
  group: GroupKindOfGroup,
  groups: ReadonlyArray<G>,
  input: GroupLeaveInput | undefined,
): Effect.Effect<ReadonlyArray<G>, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const body = groupLeaveRequest(input);
    if (Either.isLeft(body)) return yield* refused(body.left);
    const api = yield* GroupsApi;
    yield* group === "customer" ? api.leaveCustomerGroup(body.right) : api.leaveMobileGroup(body.right);
    return leaveLocally(groups, body.right.UUID);
  });
