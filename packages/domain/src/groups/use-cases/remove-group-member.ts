import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { CustomerGroup, MobileGroup } from "../group-entities";
import type { GroupRefused } from "../group-refused";
import { groupRemoveOtherRequest, type GroupRemoveOtherInput } from "../group-requests";
import { GroupsApi } from "../groups-api";
import { applyRemoval, byCustomer, byService, withoutMember, type RemovalOutcome } from "../member-removal";
import { refused } from "./load-groups";

/**
 * The leader or owner removes another member (GRP-01, GRP-02) and gets the local list back: the group is gone when
 * the operator deleted it (2 or fewer members), otherwise it lost exactly that member. The operator's answer wins
 * over the local rule should they ever disagree.
 */
const removeOther = <G extends CustomerGroup | MobileGroup>(
  groups: ReadonlyArray<G>,
  input: GroupRemoveOtherInput | undefined,
  isTarget: (member: G["Members"][number]) => boolean,
): Effect.Effect<ReadonlyArray<G>, GroupRefused | ApiError, GroupsApi> =>
  Effect.gen(function* () {
    const body = groupRemoveOtherRequest(input);
    if (Either.isLeft(body)) return yield* refused(body.left);
    const api = yield* GroupsApi;
    const reply = yield* input?.group === "mobile"
      ? api.removeOtherFromMobileGroup(body.right)
      : api.removeOtherFromCustomerGroup(body.right);
    const local = groups.find((g) => g.UUID === body.right.UUID);
    const outcome: RemovalOutcome<G> = reply.GroupDeleted
      ? { _tag: "GroupDeleted", groupUuid: body.right.UUID }
      : local === undefined
        ? { _tag: "NotAMember" }
        : { _tag: "MemberRemoved", group: withoutMember<G["Members"][number], G>(local, isTarget) };
    return applyRemoval(groups, outcome);
  });

export const removeCustomerGroupMember = (
  groups: ReadonlyArray<CustomerGroup>,
  input: Omit<GroupRemoveOtherInput, "group"> | undefined,
) =>
  removeOther(
    groups,
    input === undefined ? undefined : { ...input, group: "customer" },
    byCustomer(input?.memberCustomerUuid ?? ""),
  );

export const removeMobileGroupMember = (
  groups: ReadonlyArray<MobileGroup>,
  input: Omit<GroupRemoveOtherInput, "group"> | undefined,
) =>
  removeOther(
    groups,
    input === undefined ? undefined : { ...input, group: "mobile" },
    byService(input?.memberCustomerUuid ?? "", input?.memberProductUuid ?? ""),
  );
