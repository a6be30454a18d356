import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { isApprovalExpired, type Approval } from "../billing-routes";
import { apiFailure, millisToNanos, type ApiError } from "../ports";
import type { CustomerGroup, MobileGroup } from "./group-entities";
import { GROUP_MEMBER_LIMIT } from "./group-kind";
import { GroupRequestTexts } from "./group-requests";
import { GroupsApi, type GroupsApiService } from "./groups-api";
import { byCustomer, byService, removeMember } from "./member-removal";
import { OBJECT_NOT_FOUND } from "./group-not-found";

/** A customer of the in-memory operator: how invites address it, and its mobile service for mobile groups. */
export interface MemoryGroupCustomer {
  readonly Email?: string;
  readonly MSISDN?: string;
  readonly MobileProductUUID?: string;
}

export interface MemoryGroupsSeed {
  readonly customers?: Readonly<Record<string, MemoryGroupCustomer>>;
  readonly customerGroups?: ReadonlyArray<CustomerGroup>;
  readonly mobileGroups?: ReadonlyArray<MobileGroup>;
  readonly approvals?: ReadonlyArray<Approval>;
  readonly nowMillis?: () => number;
  /** Call names that fail with a 500. */
  readonly failing?: ReadonlySet<string>;
}

export interface MemoryGroupsApi extends GroupsApiService {
  readonly customerGroups: Map<string, CustomerGroup>;
  readonly mobileGroups: Map<string, MobileGroup>;
  readonly approvals: Map<string, Approval>;
}

/** Most members a group takes in this simulation: the largest group kind (6 people). */

export const makeMemoryGroupsApi = (seed: MemoryGroupsSeed = {}): MemoryGroupsApi => {
  const customers = seed.customers ?? {};
  const customerGroups = new Map((seed.customerGroups ?? []).map((g) => [g.UUID, g]));
  const mobileGroups = new Map((seed.mobileGroups ?? []).map((g) => [g.UUID, g]));
  const approvals = new Map((seed.approvals ?? []).map((a) => [a.UUID, a]));
  const now = seed.nowMillis ?? (() => 0);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${++counter}`;
  const guard = <A>(call: string, run: () => Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError> =>
    seed.failing?.has(call) === true ? apiFailure(call, 500, "Internal Server Error") : Effect.suspend(run);
  const get = <G>(call: string, map: Map<string, G>, uuid: string) => {
    const group = map.get(uuid);
    return group === undefined ? apiFailure(call, 404, OBJECT_NOT_FOUND) : Effect.succeed(group);
  };
  const recipient = (approval: Approval) =>
    Object.keys(customers).find((uuid) =>
      [uuid, customers[uuid]?.Email, customers[uuid]?.MSISDN].includes(approval.RequestedTo),
    );

  /** Why a customer (or service) cannot join a group; undefined when it can. */
  const refusal = <M>(members: ReadonlyArray<M>, isThem: (m: M) => boolean) =>
    members.some(isThem)
      ? "Already a member"
      : members.length >= GROUP_MEMBER_LIMIT
        ? "Group is full"
        : undefined;
  const customerJoin = (call: string, groupUuid: string, customerUuid: string) =>
    Effect.flatMap(get(call, customerGroups, groupUuid), (group) => {
      const reason = refusal(group.Members, byCustomer(customerUuid));
      return reason === undefined
        ? Effect.succeed({ ...group, Members: [...group.Members, { CustomerUUID: customerUuid }] })
        : apiFailure(call, 400, reason);
    });
  const mobileJoin = (
    call: string,
    groupUuid: string,
    customerUuid: string,
    productUuid: string | undefined,
  ) =>
    Effect.flatMap(get(call, mobileGroups, groupUuid), (group) => {
      if (productUuid === undefined || productUuid === "")
        return apiFailure(call, 400, GroupRequestTexts["groups.no_uuid"]);
      const reason = refusal(group.Members, byService(customerUuid, productUuid));
      const member = { CustomerUUID: customerUuid, MobileProductUUID: productUuid };
      return reason === undefined
        ? Effect.succeed({ ...group, Members: [...group.Members, member] })
        : apiFailure(call, 400, reason);
    });
  const joinCustomer = (call: string, groupUuid: string, customerUuid: string) =>
    Effect.tap(customerJoin(call, groupUuid, customerUuid), (g) => void customerGroups.set(g.UUID, g));
  const joinMobile = (
    call: string,
    groupUuid: string,
    customerUuid: string,
    productUuid: string | undefined,
  ) =>
    Effect.tap(
      mobileJoin(call, groupUuid, customerUuid, productUuid),
      (g) => void mobileGroups.set(g.UUID, g),
    );
  const check = (join: Effect.Effect<unknown, ApiError>) =>
    Effect.match(join, {
      onFailure: (e) => ({ Allowed: false, ...(e._tag === "ApiFailure" ? { Reason: e.message } : {}) }),
      onSuccess: () => ({ Allowed: true }),
    });

  /** Leaving and removal follow the same rule: a group of 2 or fewer members is deleted. */
  const remove = <G extends CustomerGroup | MobileGroup>(
    call: string,
    map: Map<string, G>,
    groupUuid: string,
    actor: string,
    isTarget: (m: G["Members"][number]) => boolean,
    leaving: boolean,
  ) =>
    Effect.flatMap(get(call, map, groupUuid), (group) => {
      const target = group.Members.find(isTarget);
      if (target === undefined) return apiFailure(call, 400, "Not a member");
      if (target.CustomerUUID === group.CustomerUUID)
        return apiFailure(
          call,
          400,
          leaving ? "The leader cannot leave the group" : "The leader cannot be removed",
        );
      if (!leaving && actor !== group.CustomerUUID)
        return apiFailure(call, 403, "Only the leader can remove members");
      const outcome = removeMember<G["Members"][number], G>(group, isTarget);
      if (outcome._tag === "MemberRemoved") map.set(group.UUID, outcome.group);
      else map.delete(group.UUID);
      return Effect.succeed({ GroupDeleted: outcome._tag === "GroupDeleted" });
    });

  const answerInvite = (uuid: string, approve: boolean) => {
    const approval = approvals.get(uuid);
    if (approval === undefined) return apiFailure("answerGroupInvite", 404, OBJECT_NOT_FOUND);
    if (approval.Status !== "REQUEST")
      return apiFailure("answerGroupInvite", 400, "Approval already answered");
    if (isApprovalExpired(approval, now())) return apiFailure("answerGroupInvite", 400, "Approval expired");
    const answered: Approval = { ...approval, Status: approve ? "APPROVED" : "REJECTED" };
    const invitee = recipient(approval);
    const groupUuid = approval.ResourceUUID ?? "";
    const joined: Effect.Effect<unknown, ApiError> =
      !approve || invitee === undefined
        ? Effect.void
        : approval.ApprovalType === "GROUP_INVITE"
          ? joinCustomer("answerGroupInvite", groupUuid, invitee)
          : joinMobile("answerGroupInvite", groupUuid, invitee, customers[invitee]?.MobileProductUUID);
    return Effect.map(joined, () => (approvals.set(uuid, answered), answered));
  };

  return {
    customerGroups,
    mobileGroups,
    approvals,
    createCustomerGroup: (body) =>
      guard("createCustomerGroup", () => {
        if (body.CustomerUUID === "")
          return apiFailure("createCustomerGroup", 400, GroupRequestTexts["groups.no_customer_uuid"]);
        const group: CustomerGroup = {
          UUID: nextId("cgroup"),
          CustomerUUID: body.CustomerUUID,
          CreatedAtNanos: millisToNanos(now()),
          ...(body.Name === undefined ? {} : { Name: body.Name }),
          Members: [{ CustomerUUID: body.CustomerUUID }],
        };
        customerGroups.set(group.UUID, group);
        return Effect.succeed(group);
      }),
    readCustomerGroup: (uuid) =>
      guard("readCustomerGroup", () => get("readCustomerGroup", customerGroups, uuid)),
    addCustomerGroupMember: (body) =>
      guard("addCustomerGroupMember", () =>
        joinCustomer("addCustomerGroupMember", body.UUID, body.CustomerUUID),
      ),
    checkCustomerGroupMember: (body) =>
      guard("checkCustomerGroupMember", () =>
        check(customerJoin("checkCustomerGroupMember", body.UUID, body.CustomerUUID)),
      ),
    customerGroupInfo: (customerUuid) =>
      guard("customerGroupInfo", () => {
        const mine = [...customerGroups.values()].filter((g) => g.Members.some(byCustomer(customerUuid)));
        return mine.length === 0
          ? apiFailure("customerGroupInfo", 404, OBJECT_NOT_FOUND)
          : Effect.succeed({ CustomerGroupInfos: mine });
      }),
    leaveCustomerGroup: (body) =>
      guard("leaveCustomerGroup", () =>
        Effect.asVoid(
          remove(
            "leaveCustomerGroup",
            customerGroups,
            body.UUID,
            body.CustomerUUID,
            byCustomer(body.CustomerUUID),
            true,
          ),
        ),
      ),
    removeOtherFromCustomerGroup: (body) =>
      guard("removeOtherFromCustomerGroup", () =>
        remove(
          "removeOtherFromCustomerGroup",
          customerGroups,
          body.UUID,
          body.CustomerUUID,
          byCustomer(body.MemberCustomerUUID),
          false,
        ),
      ),
    createMobileGroup: (body) =>
      guard("createMobileGroup", () => {
        if (body.MobileProductUUID === "")
          return apiFailure("createMobileGroup", 400, GroupRequestTexts["groups.no_uuid"]);
        const group: MobileGroup = {
          UUID: nextId("mgroup"),
          CustomerUUID: body.CustomerUUID,
          MobileProductUUID: body.MobileProductUUID,
          CreatedAtNanos: millisToNanos(now()),
          ...(body.Name === undefined ? {} : { Name: body.Name }),
          Members: [{ CustomerUUID: body.CustomerUUID, MobileProductUUID: body.MobileProductUUID }],
        };
        mobileGroups.set(group.UUID, group);
        return Effect.succeed(group);
      }),
    readMobileGroup: (uuid) => guard("readMobileGroup", () => get("readMobileGroup", mobileGroups, uuid)),
    addMobileGroupMember: (body) =>
      guard("addMobileGroupMember", () =>
        joinMobile("addMobileGroupMember", body.UUID, body.CustomerUUID, body.MobileProductUUID),
      ),
    checkMobileGroupMember: (body) =>
      guard("checkMobileGroupMember", () =>
        check(mobileJoin("checkMobileGroupMember", body.UUID, body.CustomerUUID, body.MobileProductUUID)),
      ),
    mobileGroupInfo: (query) =>
      guard("mobileGroupInfo", () => {
        const mine = [...mobileGroups.values()].filter((g) =>
          g.Members.some(byService(query.CustomerUUID, query.MobileProductUUID)),
        );
        return mine.length === 0
          ? apiFailure("mobileGroupInfo", 404, OBJECT_NOT_FOUND)
          : Effect.succeed({ MobileGroupInfos: mine });
      }),
    leaveMobileGroup: (body) =>
      guard("leaveMobileGroup", () =>
        Effect.asVoid(
          remove(
            "leaveMobileGroup",
            mobileGroups,
            body.UUID,
            body.CustomerUUID,
            byService(body.CustomerUUID, body.MobileProductUUID ?? ""),
            true,
          ),
        ),
      ),
    removeOtherFromMobileGroup: (body) =>
      guard("removeOtherFromMobileGroup", () =>
        remove(
          "removeOtherFromMobileGroup",
          mobileGroups,
          body.UUID,
          body.CustomerUUID,
          byService(body.MemberCustomerUUID, body.MemberMobileProductUUID ?? ""),
          false,
        ),
      ),
    sendGroupInvite: (body) =>
      guard("sendGroupInvite", () => {
        if (body.RequestedTo.trim() === "")
          return apiFailure("sendGroupInvite", 400, GroupRequestTexts["groups.no_params"]);
        const known =
          customerGroups.has(body.ResourceUUID ?? "") || mobileGroups.has(body.ResourceUUID ?? "");
        if (!known) return apiFailure("sendGroupInvite", 400, GroupRequestTexts["groups.no_uuid"]);
        const approval: Approval = { ...body, UUID: nextId("invite"), Status: "REQUEST" };
        approvals.set(approval.UUID, approval);
        return Effect.succeed(approval);
      }),
    invitesApprovals: (customerUuid) =>
      guard("invitesApprovals", () => {
        const all = [...approvals.values()];
        return Effect.succeed({
          Invites: all.filter((a) => a.CustomerUUID === customerUuid),
          Approvals: all.filter((a) => a.CustomerUUID !== customerUuid && recipient(a) === customerUuid),
        });
      }),
    answerGroupInvite: (body) =>
      guard("answerGroupInvite", () => answerInvite(body.ApprovalUUID, body.Action === "APPROVE")),
  };
};

export const memoryGroupsApiLayer = (seed?: MemoryGroupsSeed): Layer.Layer<GroupsApi> =>
  Layer.sync(GroupsApi, () => makeMemoryGroupsApi(seed));
