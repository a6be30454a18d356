import * as Schema from "effect/Schema";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";

import { ApiFailure, NetworkError } from "../ports";
import { companionPrice, companionPricePerPerson } from "./companion-price";
import { CustomerGroupInfos, MobileGroupInfos } from "./group-entities";
import { groupInvites, mayAnswer } from "./group-invites";
import { MIN_SIMS, checkSimCount, groupBilling, hidesAdvancedOptions } from "./group-kind";
import { groupMenus } from "./group-mode";
import { isNoGroups } from "./group-not-found";
import {
  groupInfoQuery,
  groupInviteRequest,
  groupLeaveRequest,
  groupRemoveOtherRequest,
  mobileGroupInfoQuery,
} from "./group-requests";
import { applyRemoval, byCustomer, byService, leaveLocally, removeMember } from "./member-removal";
import { customerGroupMembers, mayLeave, mayManage, mayRemove, mobileGroupMembers } from "./membership";
import {
  groupKindDescriptionKey,
  groupKindLabelKey,
  groupMenuLabelKey,
  inviteStateLabelKey,
} from "./messages";
import { T0, approval, customerGroup, mobileGroup } from "./test-fixtures";

describe("group modes and kinds (GRP-03)", () => {
  it("shows the menus of the mode", () => {
    expect(groupMenus("ALL")).toEqual(["customer-groups", "mobile-groups"]);
    expect(groupMenus("CUSTOMER")).toEqual(["customer-groups"]);
    expect(groupMenus("MOBILE")).toEqual(["mobile-groups"]);
    expect(groupMenuLabelKey("mobile-groups")).toBe("groups.menu_mobile_groups");
  });
  it("knows minimum SIMs, billing and which kinds hide advanced options", () => {
    expect(MIN_SIMS).toEqual({ family: 2, companion: 2, solo: 1, simple: 1 });
    expect(groupBilling("family")).toBe("key_account_holder");
    expect(groupBilling("companion")).toBe("separately");
    expect(groupBilling("solo")).toBe("individual");
    expect(["family", "companion", "solo", "simple"].map((k) => hidesAdvancedOptions(k as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(groupKindLabelKey("solo")).toBe("groups.kind_solo");
    expect(groupKindDescriptionKey("family")).toBe("groups.kind_family_description");
  });
  it("checks the number of SIMs", () => {
    expect(checkSimCount("family", 1)).toEqual(Either.left("groups.too_few_sims"));
    expect(checkSimCount("solo", 1)).toEqual(Either.right(1));
    expect(checkSimCount("solo", 2)).toEqual(Either.left("groups.too_many_people"));
    expect(checkSimCount("companion", 2.5)).toEqual(Either.left("groups.too_few_sims"));
  });
  it("prices companion groups: $45 a person under 3, $35 from 3, at most 6", () => {
    expect(companionPricePerPerson(2)).toBe(4500);
    expect(companionPricePerPerson(3)).toBe(3500);
    expect(companionPrice(2)).toEqual(Either.right({ people: 2, perPersonCents: 4500, monthlyCents: 9000 }));
    expect(companionPrice(6)).toEqual(Either.right({ people: 6, perPersonCents: 3500, monthlyCents: 21000 }));
    expect(companionPrice(7)).toEqual(Either.left("groups.too_many_people"));
    expect(companionPrice(1)).toEqual(Either.left("groups.too_few_sims"));
  });
});

describe("member removal (GRP-01)", () => {
  it("deletes a group of 2 or fewer members", () => {
    expect(removeMember(customerGroup(["a", "b"]), byCustomer("b"))).toEqual({
      _tag: "GroupDeleted",
      groupUuid: "g1",
    });
    expect(removeMember(customerGroup(["a"]), byCustomer("a"))).toEqual({
      _tag: "GroupDeleted",
      groupUuid: "g1",
    });
  });
  it("removes only the member from a bigger group", () => {
    expect(removeMember(customerGroup(["a", "b", "c"]), byCustomer("b"))).toEqual({
      _tag: "MemberRemoved",
      group: customerGroup(["a", "c"], { CustomerUUID: "a" }),
    });
  });
  it("matches mobile members by customer and service", () => {
    const group = mobileGroup([
      ["a", "p1"],
      ["b", "p2"],
      ["b", "p3"],
    ]);
    const outcome = removeMember(group, byService("b", "p3"));
    expect(outcome._tag === "MemberRemoved" && outcome.group.Members.map((m) => m.MobileProductUUID)).toEqual(
      ["p1", "p2"],
    );
    expect(removeMember(group, byService("b", "p9"))).toEqual({ _tag: "NotAMember" });
  });
  it("updates the local list; leaving removes the group locally", () => {
    const g1 = customerGroup(["a", "b"]);
    const g2 = customerGroup(["a", "b", "c"], { UUID: "g2" });
    expect(applyRemoval([g1, g2], removeMember(g1, byCustomer("b")))).toEqual([g2]);
    const changed = applyRemoval([g1, g2], removeMember(g2, byCustomer("c")));
    expect(changed.map((g) => g.Members.length)).toEqual([2, 2]);
    expect(applyRemoval([g1], { _tag: "NotAMember" })).toEqual([g1]);
    expect(leaveLocally([g1, g2], "g1")).toEqual([g2]);
  });
});

describe("leader and owner flags, ordering, who may remove whom", () => {
  it("flags the leader and lists the current member first", () => {
    const views = customerGroupMembers(customerGroup(["lead", "x", "me"]), "me");
    expect(views.map((v) => [v.member.CustomerUUID, v.isLeader, v.isOwner, v.isCurrent])).toEqual([
      ["me", false, false, true],
      ["lead", true, true, false],
      ["x", false, false, false],
    ]);
  });
  it("flags the owning service of a mobile group", () => {
    const group = mobileGroup(
      [
        ["lead", "p1"],
        ["lead", "p2"],
        ["me", "p3"],
      ],
      { MobileProductUUID: "p2" },
    );
    const views = mobileGroupMembers(group, "me", "p3");
    expect(views.map((v) => [v.member.MobileProductUUID, v.isLeader, v.isOwner, v.isCurrent])).toEqual([
      ["p3", false, false, true],
      ["p1", true, false, false],
      ["p2", true, true, false],
    ]);
  });
  const leader = { isLeader: true, isOwner: true, isCurrent: true };
  const owner = { isLeader: false, isOwner: true, isCurrent: true };
  const member = { isLeader: false, isOwner: false, isCurrent: false };
  it("lets the leader or owner remove ordinary members, nobody else", () => {
    expect(mayRemove(leader, member)).toBe(true);
    expect(mayRemove(owner, member)).toBe(true);
    expect(mayRemove({ ...member, isCurrent: true }, member)).toBe(false);
    expect(mayRemove(leader, leader)).toBe(false);
    expect(mayRemove(owner, { ...leader, isCurrent: false })).toBe(false);
  });
  it("lets a member leave, not the leader or owner; only they manage", () => {
    expect(mayLeave(member)).toBe(true);
    expect(mayLeave(leader)).toBe(false);
    expect(mayLeave(owner)).toBe(false);
    expect(mayManage(owner)).toBe(true);
    expect(mayManage(member)).toBe(false);
  });
});

describe("request validation (spec 03 §5)", () => {
  const invite = {
    spid: 67,
    customerUuid: "me",
    groupUuid: "g1",
    requestedTo: " you@example.nz ",
    group: "customer",
  } as const;
  it("builds a customer group invite expiring in 1 hour", () => {
    expect(groupInviteRequest(invite, T0)).toEqual(
      Either.right({
        SPID: 67,
        CustomerUUID: "me",
        RequestedTo: "you@example.nz",
        Description: "",
        ExpiresAtNanos: (T0 + 3_600_000) * 1_000_000,
        ApprovalType: "GROUP_INVITE",
        ResourceUUID: "g1",
      }),
    );
  });
  it("builds mobile and billing invites with the inviting service", () => {
    const mobile = { ...invite, group: "mobile", productUuid: "p1", description: " hi " } as const;
    expect(Either.getOrThrow(groupInviteRequest(mobile, T0))).toMatchObject({
      ApprovalType: "MOBILEGROUP_INVITE",
      RequestedByProductUUID: "p1",
      Description: "hi",
    });
    expect(Either.getOrThrow(groupInviteRequest({ ...mobile, billing: true }, T0)).ApprovalType).toBe(
      "MOBILEGROUP_BILLING_INVITE",
    );
  });
  it.each([
    [undefined, "groups.no_params"],
    [{ ...invite, requestedTo: "" }, "groups.no_params"],
    [{ ...invite, customerUuid: undefined }, "groups.no_customer_uuid"],
    [{ ...invite, groupUuid: " " }, "groups.no_uuid"],
    [{ ...invite, group: "mobile" as const }, "groups.no_uuid"],
  ])("refuses the invite %j with %s", (input, key) => {
    expect(groupInviteRequest(input, T0)).toEqual(Either.left(key));
  });
  it("needs the group uuid and customer to leave", () => {
    expect(groupLeaveRequest(undefined)).toEqual(Either.left("groups.no_params"));
    expect(groupLeaveRequest({ spid: 67, customerUuid: "me" })).toEqual(Either.left("groups.no_uuid"));
    expect(groupLeaveRequest({ spid: 67, groupUuid: "g" })).toEqual(Either.left("groups.no_customer_uuid"));
    expect(groupLeaveRequest({ spid: 67, groupUuid: "g", customerUuid: "me", productUuid: "p" })).toEqual(
      Either.right({ SPID: 67, UUID: "g", CustomerUUID: "me", MobileProductUUID: "p" }),
    );
  });
  it("needs the group, the other member and, in mobile groups, their service to remove them", () => {
    const base = { spid: 67, customerUuid: "me", groupUuid: "g", memberCustomerUuid: "x" };
    expect(groupRemoveOtherRequest(undefined)).toEqual(Either.left("groups.no_params"));
    expect(groupRemoveOtherRequest({ ...base, group: "customer", groupUuid: "" })).toEqual(
      Either.left("groups.no_uuid"),
    );
    expect(groupRemoveOtherRequest({ ...base, group: "customer", memberCustomerUuid: "" })).toEqual(
      Either.left("groups.no_customer_uuid"),
    );
    expect(groupRemoveOtherRequest({ ...base, group: "mobile" })).toEqual(Either.left("groups.no_uuid"));
    expect(groupRemoveOtherRequest({ ...base, group: "customer" })).toEqual(
      Either.right({ SPID: 67, UUID: "g", CustomerUUID: "me", MemberCustomerUUID: "x" }),
    );
    expect(groupRemoveOtherRequest({ ...base, group: "mobile", memberProductUuid: "p" })).toEqual(
      Either.right({
        SPID: 67,
        UUID: "g",
        CustomerUUID: "me",
        MemberCustomerUUID: "x",
        MemberMobileProductUUID: "p",
      }),
    );
  });
  it("needs the customer for group info and the product for mobile group info", () => {
    expect(groupInfoQuery(undefined)).toEqual(Either.left("groups.no_customer_uuid"));
    expect(groupInfoQuery("me")).toEqual(Either.right("me"));
    expect(mobileGroupInfoQuery("", "p")).toEqual(Either.left("groups.no_customer_uuid"));
    expect(mobileGroupInfoQuery("me", undefined)).toEqual(Either.left("groups.no_uuid"));
    expect(mobileGroupInfoQuery("me", "p")).toEqual(
      Either.right({ CustomerUUID: "me", MobileProductUUID: "p" }),
    );
  });
  it("treats only a 404 'Object not found' as no groups", () => {
    expect(isNoGroups(new ApiFailure({ call: "c", status: 404, message: "Object not found" }))).toBe(true);
    expect(isNoGroups(new ApiFailure({ call: "c", status: 404, message: "Other" }))).toBe(false);
    expect(isNoGroups(new ApiFailure({ call: "c", status: 500, message: "Object not found" }))).toBe(false);
    expect(isNoGroups(new NetworkError({ call: "c", message: "Object not found" }))).toBe(false);
  });
});

describe("invites (GRP-04)", () => {
  const sent = approval({ UUID: "s", ApprovalType: "GROUP_INVITE", CustomerUUID: "me" });
  const incoming = approval({
    UUID: "i",
    ApprovalType: "GROUP_INVITE",
    CustomerUUID: "them",
    Status: "APPROVED",
  });
  const billing = approval({ UUID: "b", ApprovalType: "MOBILEGROUP_BILLING_INVITE", CustomerUUID: "them" });
  const route = approval({ UUID: "r", ApprovalType: "BILLING_INVITE", CustomerUUID: "them" });
  it("splits incoming and sent, with states, once each", () => {
    const invites = groupInvites(
      { Invites: [sent], Approvals: [incoming, sent, billing, route] },
      "customer",
      "me",
      T0,
    );
    expect(invites.sent.map((v) => [v.approval.UUID, v.state])).toEqual([["s", "pending"]]);
    expect(invites.incoming.map((v) => [v.approval.UUID, v.state])).toEqual([["i", "accepted"]]);
    expect(inviteStateLabelKey("declined")).toBe("groups.invite_declined");
  });
  it("lists mobile and billing invites for mobile groups, with expiry", () => {
    const invites = groupInvites(
      { Invites: [], Approvals: [billing, incoming] },
      "mobile",
      "me",
      T0 + 3_600_000,
    );
    expect(invites.incoming.map((v) => [v.approval.UUID, v.billing, v.expired])).toEqual([["b", true, true]]);
    expect(invites.incoming.map(mayAnswer)).toEqual([false]);
    const live = groupInvites({ Invites: [], Approvals: [billing] }, "mobile", "me", T0);
    expect(live.incoming.map(mayAnswer)).toEqual([true]);
  });
});

describe("group replies decode with the operator's field names", () => {
  it("reads CustomerGroupInfos and MobileGroupInfos with paging", () => {
    const PageInfo = { PageNumber: 1, PageItemCount: 10, TotalPages: 1, TotalItemCount: 1, IndexStart: 0 };
    const customer = Schema.decodeUnknownSync(CustomerGroupInfos)({
      CustomerGroupInfos: [
        { UUID: "g", CustomerUUID: "a", CreatedAtNanos: 1, Members: [{ CustomerUUID: "a" }] },
      ],
      PageInfo,
    });
    expect(customer.PageInfo?.TotalItemCount).toBe(1);
    const mobile = Schema.decodeUnknownSync(MobileGroupInfos)({
      MobileGroupInfos: [
        {
          UUID: "m",
          CustomerUUID: "a",
          MobileProductUUID: "p",
          Members: [{ CustomerUUID: "a", MobileProductUUID: "p" }],
        },
      ],
    });
    expect(mobile.MobileGroupInfos[0]?.Members[0]?.MobileProductUUID).toBe("p");
    expect(() => Schema.decodeUnknownSync(MobileGroupInfos)({ MobileGroupInfos: [{ UUID: "m" }] })).toThrow();
  });
});
