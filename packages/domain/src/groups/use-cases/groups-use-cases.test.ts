import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { frozenClock } from "../../ports";
import { GroupsApi } from "../groups-api";
import { makeMemoryGroupsApi, memoryGroupsApiLayer, type MemoryGroupsSeed } from "../groups-api-memory";
import { T0, customerGroup, mobileGroup } from "../test-fixtures";
import { answerGroupInvite, inviteToGroup, loadGroupInvites } from "./group-invites";
import { leaveGroup } from "./leave-group";
import { loadCustomerGroups, loadMobileGroups } from "./load-groups";
import {
  addCustomerGroupMember,
  addMobileGroupMember,
  createCustomerGroup,
  createMobileGroup,
} from "./manage-group";
import { removeCustomerGroupMember, removeMobileGroupMember } from "./remove-group-member";

const customers = {
  lead: { Email: "lead@example.nz", MobileProductUUID: "p-lead" },
  kiri: { Email: "kiri@example.nz", MobileProductUUID: "p-kiri" },
  tama: { MSISDN: "0212222222" },
};

const world = (seed: MemoryGroupsSeed = {}) => {
  const api = makeMemoryGroupsApi({ customers, nowMillis: () => T0, ...seed });
  const run = <A, E>(program: Effect.Effect<A, E, GroupsApi>) =>
    Effect.runSync(
      program.pipe(Effect.provideService(GroupsApi, api), Effect.either, Effect.withClock(frozenClock(T0))),
    );
  return { api, run };
};
const refusedWith = (messageKey: string, message?: string) =>
  Either.left(
    expect.objectContaining({
      _tag: "GroupRefused",
      messageKey,
      ...(message === undefined ? {} : { message }),
    }),
  );

describe("customer groups (GRP-01)", () => {
  it("create, invite, accept: the invitee becomes a member", () => {
    const w = world();
    const group = Either.getOrThrow(w.run(createCustomerGroup(67, "lead", "Whānau")));
    expect(group).toMatchObject({ CustomerUUID: "lead", Name: "Whānau", CreatedAtNanos: T0 * 1e6 });
    const invite = {
      spid: 67,
      customerUuid: "lead",
      groupUuid: group.UUID,
      requestedTo: "kiri@example.nz",
      group: "customer",
    } as const;
    Either.getOrThrow(w.run(inviteToGroup(invite)));
    const theirs = Either.getOrThrow(w.run(loadGroupInvites("customer", "kiri")));
    const sent = Either.getOrThrow(w.run(loadGroupInvites("customer", "lead")));
    expect(sent.sent.map((v) => v.state)).toEqual(["pending"]);
    const [incoming] = theirs.incoming;
    if (incoming === undefined) throw new Error("invite");
    Either.getOrThrow(w.run(answerGroupInvite(incoming, true)));
    const mine = Either.getOrThrow(w.run(loadCustomerGroups("kiri")));
    expect(mine.map((g) => g.Members.map((m) => m.CustomerUUID))).toEqual([["lead", "kiri"]]);
    const again = Either.getOrThrow(w.run(loadGroupInvites("customer", "kiri")));
    const [answered] = again.incoming;
    if (answered === undefined) throw new Error("invite");
    expect(answered.state).toBe("accepted");
    expect(w.run(answerGroupInvite(answered, false))).toEqual(
      refusedWith("groups.invite_answered", "Approval already answered"),
    );
  });

  it("a declined invite adds nobody; an expired one cannot be answered", () => {
    const w = world({ customerGroups: [customerGroup(["lead"])] });
    Either.getOrThrow(
      w.run(
        inviteToGroup({
          spid: 67,
          customerUuid: "lead",
          groupUuid: "g1",
          requestedTo: "0212222222",
          group: "customer",
        }),
      ),
    );
    const [incoming] = Either.getOrThrow(w.run(loadGroupInvites("customer", "tama"))).incoming;
    if (incoming === undefined) throw new Error("invite");
    expect(Either.getOrThrow(w.run(answerGroupInvite(incoming, false))).Status).toBe("REJECTED");
    expect(w.api.customerGroups.get("g1")?.Members).toHaveLength(1);
    expect(w.run(answerGroupInvite({ ...incoming, expired: true }, true))).toEqual(
      refusedWith("groups.invite_expired"),
    );
  });

  it("no group is an empty list; a missing customer is 'No CustomerUUID'; other errors reject", () => {
    expect(world().run(loadCustomerGroups("nobody"))).toEqual(Either.right([]));
    expect(world().run(loadCustomerGroups(undefined))).toEqual(
      refusedWith("groups.no_customer_uuid", "No CustomerUUID"),
    );
    expect(world({ failing: new Set(["customerGroupInfo"]) }).run(loadCustomerGroups("lead"))).toEqual(
      Either.left(expect.objectContaining({ _tag: "ApiFailure", status: 500 })),
    );
  });

  it("failing invite loads give empty lists", () => {
    expect(
      world({ failing: new Set(["invitesApprovals"]) }).run(loadGroupInvites("customer", "lead")),
    ).toEqual(Either.right({ incoming: [], sent: [] }));
  });

  it("refuses an invite without RequestedTo before calling", () => {
    const w = world();
    expect(
      w.run(inviteToGroup({ spid: 67, customerUuid: "lead", groupUuid: "g1", group: "customer" })),
    ).toEqual(refusedWith("groups.no_params", "No params"));
    expect(w.api.approvals.size).toBe(0);
  });

  it("removing from a group of 3 removes the member; from a group of 2 deletes the group", () => {
    const w = world({ customerGroups: [customerGroup(["lead", "kiri", "tama"])] });
    const groups = [customerGroup(["lead", "kiri", "tama"])];
    const input = { spid: 67, customerUuid: "lead", groupUuid: "g1", memberCustomerUuid: "tama" };
    const after = Either.getOrThrow(w.run(removeCustomerGroupMember(groups, input)));
    expect(after.map((g) => g.Members.map((m) => m.CustomerUUID))).toEqual([["lead", "kiri"]]);
    const gone = Either.getOrThrow(
      w.run(removeCustomerGroupMember(after, { ...input, memberCustomerUuid: "kiri" })),
    );
    expect(gone).toEqual([]);
    expect(w.api.customerGroups.size).toBe(0);
    expect(w.run(removeCustomerGroupMember([], undefined))).toEqual(refusedWith("groups.no_params"));
  });

  it("only the leader removes, and never the leader", () => {
    const w = world({ customerGroups: [customerGroup(["lead", "kiri", "tama"])] });
    const input = { spid: 67, customerUuid: "kiri", groupUuid: "g1", memberCustomerUuid: "tama" };
    expect(w.run(removeCustomerGroupMember([], input))).toEqual(
      Either.left(expect.objectContaining({ status: 403 })),
    );
    expect(
      w.run(removeCustomerGroupMember([], { ...input, customerUuid: "lead", memberCustomerUuid: "lead" })),
    ).toEqual(Either.left(expect.objectContaining({ message: "The leader cannot be removed" })));
    expect(
      w.run(removeCustomerGroupMember([], { ...input, customerUuid: "lead", memberCustomerUuid: "zz" })),
    ).toEqual(Either.left(expect.objectContaining({ message: "Not a member" })));
  });

  it("keeps the local list when the removed group was not listed", () => {
    const w = world({ customerGroups: [customerGroup(["lead", "kiri", "tama"])] });
    const other = customerGroup(["x", "y"], { UUID: "other" });
    const input = { spid: 67, customerUuid: "lead", groupUuid: "g1", memberCustomerUuid: "tama" };
    expect(Either.getOrThrow(w.run(removeCustomerGroupMember([other], input)))).toEqual([other]);
  });

  it("leaving removes the group locally; the leader cannot leave", () => {
    const w = world({ customerGroups: [customerGroup(["lead", "kiri", "tama"])] });
    const groups = [customerGroup(["lead", "kiri", "tama"])];
    expect(
      Either.getOrThrow(
        w.run(leaveGroup("customer", groups, { spid: 67, groupUuid: "g1", customerUuid: "kiri" })),
      ),
    ).toEqual([]);
    expect(w.api.customerGroups.get("g1")?.Members.map((m) => m.CustomerUUID)).toEqual(["lead", "tama"]);
    expect(
      w.run(leaveGroup("customer", groups, { spid: 67, groupUuid: "g1", customerUuid: "lead" })),
    ).toEqual(Either.left(expect.objectContaining({ message: "The leader cannot leave the group" })));
    expect(w.run(leaveGroup("customer", groups, { spid: 67, customerUuid: "lead" }))).toEqual(
      refusedWith("groups.no_uuid"),
    );
  });

  it("adds a member after the check; the check refusal carries the reason", () => {
    const w = world({ customerGroups: [customerGroup(["lead"])] });
    const added = Either.getOrThrow(
      w.run(addCustomerGroupMember({ SPID: 67, UUID: "g1", CustomerUUID: "kiri" })),
    );
    expect(added.Members).toHaveLength(2);
    expect(w.run(addCustomerGroupMember({ SPID: 67, UUID: "g1", CustomerUUID: "kiri" }))).toEqual(
      refusedWith("groups.member_not_allowed", "Already a member"),
    );
    expect(w.run(addCustomerGroupMember({ SPID: 67, UUID: "nope", CustomerUUID: "kiri" }))).toEqual(
      refusedWith("groups.member_not_allowed", "Object not found"),
    );
  });

  it("refuses a seventh member", () => {
    const w = world({ customerGroups: [customerGroup(["a", "b", "c", "d", "e", "f"])] });
    expect(w.run(addCustomerGroupMember({ SPID: 67, UUID: "g1", CustomerUUID: "g" }))).toEqual(
      refusedWith("groups.member_not_allowed", "Group is full"),
    );
  });
});

describe("mobile groups (GRP-02)", () => {
  const three = mobileGroup([
    ["lead", "p-lead"],
    ["kiri", "p-kiri"],
    ["tama", "p-tama"],
  ]);

  it("create, billing invite, accept: the invitee's service joins", () => {
    const w = world();
    const group = Either.getOrThrow(w.run(createMobileGroup(67, "lead", "p-lead")));
    const input = {
      spid: 67,
      customerUuid: "lead",
      productUuid: "p-lead",
      groupUuid: group.UUID,
      requestedTo: "kiri@example.nz",
      group: "mobile",
      billing: true,
    } as const;
    Either.getOrThrow(w.run(inviteToGroup(input)));
    const [incoming] = Either.getOrThrow(w.run(loadGroupInvites("mobile", "kiri"))).incoming;
    if (incoming === undefined) throw new Error("invite");
    expect(incoming.billing).toBe(true);
    Either.getOrThrow(w.run(answerGroupInvite(incoming, true)));
    const groups = Either.getOrThrow(w.run(loadMobileGroups("kiri", "p-kiri")));
    expect(groups.map((g) => g.Members.map((m) => m.MobileProductUUID))).toEqual([["p-lead", "p-kiri"]]);
  });

  it("an invitee without a service cannot join a mobile group", () => {
    const w = world({ mobileGroups: [three] });
    Either.getOrThrow(
      w.run(
        inviteToGroup({
          spid: 67,
          customerUuid: "lead",
          productUuid: "p-lead",
          groupUuid: "m1",
          requestedTo: "0212222222",
          group: "mobile",
        }),
      ),
    );
    const [incoming] = Either.getOrThrow(w.run(loadGroupInvites("mobile", "tama"))).incoming;
    if (incoming === undefined) throw new Error("invite");
    expect(w.run(answerGroupInvite(incoming, true))).toEqual(
      Either.left(expect.objectContaining({ message: "No UUID" })),
    );
  });

  it("needs the current product for mobile group info; no group is empty", () => {
    expect(world().run(loadMobileGroups("kiri", undefined))).toEqual(refusedWith("groups.no_uuid"));
    expect(world().run(loadMobileGroups("kiri", "p-kiri"))).toEqual(Either.right([]));
  });

  it("removes a service, then deletes the group at 2", () => {
    const w = world({ mobileGroups: [three] });
    const input = {
      spid: 67,
      customerUuid: "lead",
      groupUuid: "m1",
      memberCustomerUuid: "tama",
      memberProductUuid: "p-tama",
    };
    const after = Either.getOrThrow(w.run(removeMobileGroupMember([three], input)));
    expect(after[0]?.Members).toHaveLength(2);
    const gone = Either.getOrThrow(
      w.run(
        removeMobileGroupMember(after, { ...input, memberCustomerUuid: "kiri", memberProductUuid: "p-kiri" }),
      ),
    );
    expect(gone).toEqual([]);
    expect(w.run(removeMobileGroupMember([], { ...input, memberProductUuid: undefined }))).toEqual(
      refusedWith("groups.no_uuid"),
    );
  });

  it("a member's service leaves", () => {
    const w = world({ mobileGroups: [three] });
    const left = w.run(
      leaveGroup("mobile", [three], {
        spid: 67,
        groupUuid: "m1",
        customerUuid: "kiri",
        productUuid: "p-kiri",
      }),
    );
    expect(left).toEqual(Either.right([]));
    expect(w.api.mobileGroups.get("m1")?.Members).toHaveLength(2);
  });

  it("adds a service after the check", () => {
    const w = world({ mobileGroups: [mobileGroup([["lead", "p-lead"]])] });
    const body = { SPID: 67, UUID: "m1", CustomerUUID: "kiri", MobileProductUUID: "p-kiri" };
    expect(Either.getOrThrow(w.run(addMobileGroupMember(body))).Members).toHaveLength(2);
    expect(w.run(addMobileGroupMember(body))).toEqual(
      refusedWith("groups.member_not_allowed", "Already a member"),
    );
  });
});

describe("in-memory groups API", () => {
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
  it("refuses bad input", () => {
    const api = makeMemoryGroupsApi();
    expect(run(api.createCustomerGroup({ SPID: 67, CustomerUUID: "" }))).toEqual(
      Either.left(expect.objectContaining({ message: "No CustomerUUID" })),
    );
    expect(run(api.createMobileGroup({ SPID: 67, CustomerUUID: "a", MobileProductUUID: "" }))).toEqual(
      Either.left(expect.objectContaining({ message: "No UUID" })),
    );
    expect(run(api.readCustomerGroup("x"))).toEqual(Either.left(expect.objectContaining({ status: 404 })));
    expect(run(api.readMobileGroup("x"))).toEqual(Either.left(expect.objectContaining({ status: 404 })));
    const invite = {
      SPID: 67,
      CustomerUUID: "a",
      RequestedTo: "b",
      Description: "",
      ExpiresAtNanos: 1,
      ApprovalType: "GROUP_INVITE",
    } as const;
    expect(run(api.sendGroupInvite({ ...invite, RequestedTo: " " }))).toEqual(
      Either.left(expect.objectContaining({ message: "No params" })),
    );
    expect(run(api.sendGroupInvite({ ...invite, ResourceUUID: "nope" }))).toEqual(
      Either.left(expect.objectContaining({ message: "No UUID" })),
    );
    expect(run(api.answerGroupInvite({ Action: "APPROVE", ApprovalUUID: "nope" }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    expect(run(api.checkMobileGroupMember({ SPID: 67, UUID: "x", CustomerUUID: "a" }))).toEqual(
      Either.right({ Allowed: false, Reason: "Object not found" }),
    );
  });
  it("answers expired invites with a refusal and reads groups", () => {
    const api = makeMemoryGroupsApi({
      customerGroups: [customerGroup(["a"])],
      mobileGroups: [mobileGroup([["a", "p"]])],
      nowMillis: () => T0,
      approvals: [
        {
          UUID: "old",
          ApprovalType: "GROUP_INVITE",
          RequestedTo: "b",
          ExpiresAtNanos: T0 * 1e6,
          SPID: 67,
          Status: "REQUEST",
          ResourceUUID: "g1",
        },
      ],
    });
    expect(run(api.answerGroupInvite({ Action: "APPROVE", ApprovalUUID: "old" }))).toEqual(
      Either.left(expect.objectContaining({ message: "Approval expired" })),
    );
    expect(Either.getOrThrow(run(api.readCustomerGroup("g1"))).UUID).toBe("g1");
    expect(Either.getOrThrow(run(api.readMobileGroup("m1"))).UUID).toBe("m1");
  });
  it("provides a layer", () => {
    const program = Effect.flatMap(GroupsApi, (api) => Effect.either(api.customerGroupInfo("a")));
    expect(Effect.runSync(program.pipe(Effect.provide(memoryGroupsApiLayer())))).toEqual(
      Either.left(expect.objectContaining({ status: 404, message: "Object not found" })),
    );
  });
});
