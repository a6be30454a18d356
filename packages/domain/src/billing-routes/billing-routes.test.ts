import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { INVITE_EXPIRY_MS, approvalState, inviteExpiresAtNanos, isApprovalExpired } from "./approval";
import { approvalActionRequest } from "./approval-action";
import { findApprovalByToken } from "./approve-by-token";
import { approvalStateLabelKey, creationModeLabelKey, routingTypeLabelKey } from "./messages";
import { routeDeletion } from "./route-delete";
import { routeInviteRequest } from "./route-invite";
import { hasParentRoute, routeCreation, visibleApprovals } from "./route-rights";
import { routeUpdateRequest, spendLimitText, toWholeNumber } from "./route-update";
import { T0, approval, route } from "./test-fixtures";

describe("approval statuses and expiry (BR-04)", () => {
  it("maps REQUEST, APPROVED, REJECTED to pending, accepted, declined", () => {
    expect(approvalState("REQUEST")).toBe("pending");
    expect(approvalState("APPROVED")).toBe("accepted");
    expect(approvalState("REJECTED")).toBe("declined");
    expect(approvalStateLabelKey("pending")).toBe("billing-routes.state_pending");
  });
  it("expires 1 hour after sending", () => {
    expect(INVITE_EXPIRY_MS).toBe(3_600_000);
    expect(inviteExpiresAtNanos(T0)).toBe((T0 + 3_600_000) * 1_000_000);
    const sent = approval({ ExpiresAtNanos: inviteExpiresAtNanos(T0) });
    expect(isApprovalExpired(sent, T0 + 3_599_999)).toBe(false);
    expect(isApprovalExpired(sent, T0 + 3_600_000)).toBe(true);
  });
  it("never expires an answered approval", () => {
    expect(isApprovalExpired(approval({ Status: "APPROVED", ExpiresAtNanos: 0 }), T0)).toBe(false);
  });
});

describe("route rights (BR-01)", () => {
  it("shows creation if either right is granted, the choice only if both are", () => {
    expect(routeCreation({ CanInvite: true, CanRequest: true })).toEqual({
      canCreate: true,
      modes: ["invite", "request"],
      showChoice: true,
    });
    expect(routeCreation({ CanInvite: false, CanRequest: true })).toEqual({
      canCreate: true,
      modes: ["request"],
      showChoice: false,
    });
    expect(routeCreation({ CanInvite: false, CanRequest: false }).canCreate).toBe(false);
    expect(creationModeLabelKey("invite")).toBe("billing-routes.mode_invite");
  });
  const invite = approval({ UUID: "i", ApprovalType: "BILLING_INVITE" });
  const request = approval({ UUID: "r", ApprovalType: "BILLING_REQUEST" });
  const group = approval({ UUID: "g", ApprovalType: "GROUP_INVITE" });
  it("lists only request-type approvals when inviting is the only right", () => {
    expect(
      visibleApprovals([invite, request, group], { CanInvite: true, CanRequest: false }, [], T0),
    ).toEqual([request]);
  });
  it("lists every billing approval otherwise", () => {
    expect(visibleApprovals([invite, request, group], { CanInvite: true, CanRequest: true }, [], T0)).toEqual(
      [invite, request],
    );
  });
  it("lists only pending approvals whose hour has not passed: answered and expired ones wait for nothing", () => {
    const both = { CanInvite: true, CanRequest: true };
    const approved = approval({ UUID: "a", ApprovalType: "BILLING_REQUEST", Status: "APPROVED" });
    const rejected = approval({ UUID: "x", ApprovalType: "BILLING_INVITE", Status: "REJECTED" });
    expect(visibleApprovals([approved, invite, rejected, request], both, [], T0)).toEqual([invite, request]);
    expect(visibleApprovals([invite, request], both, [], T0 + 3_600_000)).toEqual([]);
  });
  it("hides approvals when a parent route exists", () => {
    const routes = [route({ RoutingType: "child" }), route({ RoutingType: "parent" })];
    expect(hasParentRoute(routes)).toBe(true);
    expect(visibleApprovals([invite, request], { CanInvite: true, CanRequest: true }, routes, T0)).toEqual(
      [],
    );
    expect(routingTypeLabelKey("parent")).toBe("billing-routes.routing_parent");
  });
});

describe("route update (BR-02)", () => {
  it("turns cycle and count into integers and stores whole dollars as cents", () => {
    expect(
      routeUpdateRequest({
        Name: " Kids ",
        SpendCycle: "1",
        SpendCycleCount: "12.7",
        SpendLimitDollars: "50.99",
      }),
    ).toEqual(Either.right({ Name: "Kids", SpendCycle: 1, SpendCycleCount: 12, SpendLimit: 5000 }));
    expect(
      routeUpdateRequest({ Name: "K", SpendCycle: 2, SpendCycleCount: 3.9, SpendLimitDollars: 20 }),
    ).toEqual(Either.right({ Name: "K", SpendCycle: 2, SpendCycleCount: 3, SpendLimit: 2000 }));
  });
  it.each([
    [{ Name: " ", SpendCycle: 1, SpendCycleCount: 1, SpendLimitDollars: 1 }, "billing-routes.name_required"],
    [
      { Name: "a", SpendCycle: "x", SpendCycleCount: 1, SpendLimitDollars: 1 },
      "billing-routes.invalid_cycle",
    ],
    [
      { Name: "a", SpendCycle: 1, SpendCycleCount: -1, SpendLimitDollars: 1 },
      "billing-routes.invalid_cycle_count",
    ],
    [
      { Name: "a", SpendCycle: 1, SpendCycleCount: 1, SpendLimitDollars: "-5" },
      "billing-routes.invalid_limit",
    ],
    [
      { Name: "a", SpendCycle: 1, SpendCycleCount: 1, SpendLimitDollars: "99999999999999999" },
      "billing-routes.invalid_limit",
    ],
  ])("refuses %j with %s", (form, key) => {
    expect(routeUpdateRequest(form)).toEqual(Either.left(key));
  });
  it("shows a stored limit to the cent and keeps it while the field still shows it; a new one is whole dollars", () => {
    expect([
      spendLimitText(2050),
      spendLimitText(2000),
      spendLimitText(5),
      spendLimitText(undefined),
    ]).toEqual(["20.50", "20", "0.05", ""]);
    const edit = (typed: string, stored: number | undefined) =>
      Either.map(
        routeUpdateRequest({
          Name: "Keri",
          SpendCycle: 30,
          SpendCycleCount: 0,
          SpendLimitDollars: typed,
          StoredSpendLimit: stored,
        }),
        (body) => body.SpendLimit,
      );
    expect(edit(spendLimitText(2050), 2050)).toEqual(Either.right(2050));
    expect(edit("$20.50", 2050)).toEqual(Either.right(2050));
    expect(edit("25.50", 2050)).toEqual(Either.right(2500));
    expect(edit("20.50", undefined)).toEqual(Either.right(2000));
    expect(edit("twenty", 2050)).toEqual(Either.left("billing-routes.invalid_limit"));
  });
  it("reads the leading whole number", () => {
    expect(toWholeNumber("30 days")).toBe(30);
    expect(toWholeNumber("+7")).toBe(7);
    expect(toWholeNumber(Number.NaN)).toBeUndefined();
    expect(toWholeNumber("")).toBeUndefined();
  });
});

describe("route delete (BR-03)", () => {
  const parent = route({ UUID: "p1", RoutingType: "parent" });
  it("refuses the only valid billing method", () => {
    expect(routeDeletion(parent, [parent], 0)).toEqual(Either.left("billing-routes.only_valid_method"));
  });
  it("allows it with a valid card or another parent route", () => {
    const query = Either.right({ DebitAccount: "me", CreditAccount: "payer" });
    expect(routeDeletion(parent, [parent], 1)).toEqual(query);
    expect(routeDeletion(parent, [parent, route({ UUID: "p2" })], 0)).toEqual(query);
  });
  it("always allows a child route", () => {
    const child = route({ RoutingType: "child" });
    expect(Either.isRight(routeDeletion(child, [child], 0))).toBe(true);
  });
});

describe("route invite or request", () => {
  const input = { mode: "invite", spid: 67, customerUuid: "me", requestedTo: " kiri@example.nz " } as const;
  const both = { CanInvite: true, CanRequest: true };
  it("builds the approval service body expiring in 1 hour", () => {
    expect(routeInviteRequest({ ...input, productUuid: "prod", description: " Kids " }, both, T0)).toEqual(
      Either.right({
        SPID: 67,
        CustomerUUID: "me",
        RequestedByProductUUID: "prod",
        RequestedTo: "kiri@example.nz",
        Description: "Kids",
        ExpiresAtNanos: (T0 + 3_600_000) * 1_000_000,
        ApprovalType: "BILLING_INVITE",
      }),
    );
    const request = routeInviteRequest({ ...input, mode: "request" }, both, T0);
    expect(Either.getOrThrow(request).ApprovalType).toBe("BILLING_REQUEST");
    expect(Either.getOrThrow(request).Description).toBe("");
  });
  it("refuses a mode not granted, a missing customer or addressee", () => {
    expect(routeInviteRequest(input, { CanInvite: false, CanRequest: true }, T0)).toEqual(
      Either.left("billing-routes.not_allowed"),
    );
    expect(routeInviteRequest({ ...input, customerUuid: "" }, both, T0)).toEqual(
      Either.left("billing-routes.no_customer_uuid"),
    );
    expect(routeInviteRequest({ ...input, requestedTo: "  " }, both, T0)).toEqual(
      Either.left("billing-routes.requested_to_required"),
    );
  });
});

describe("approval action", () => {
  it("needs the approval UUID and a live approval", () => {
    expect(approvalActionRequest(undefined, "APPROVE", T0)).toEqual(Either.left("billing-routes.no_uuid"));
    expect(approvalActionRequest(approval({ UUID: "" }), "APPROVE", T0)).toEqual(
      Either.left("billing-routes.no_uuid"),
    );
    expect(approvalActionRequest(approval(), "APPROVE", T0 + INVITE_EXPIRY_MS)).toEqual(
      Either.left("billing-routes.approval_expired"),
    );
  });
  it("carries the type and, when approving, the spend settings", () => {
    const terms = { Name: "Kids", SpendCycle: 1, SpendCycleCount: 2, SpendLimit: 3000 };
    expect(approvalActionRequest(approval(), "APPROVE", T0, terms)).toEqual(
      Either.right({ Action: "APPROVE", ApprovalUUID: "ap-1", Type: "invite", ...terms }),
    );
    expect(approvalActionRequest(approval({ ApprovalType: "BILLING_REQUEST" }), "REJECT", T0, terms)).toEqual(
      Either.right({ Action: "REJECT", ApprovalUUID: "ap-1", Type: "request" }),
    );
  });
});

describe("approval by token", () => {
  const pending = approval({ UUID: "u1", ApprovalCode: "tok" });
  it("finds the pending approval by its code, never by its UUID (BR-04)", () => {
    expect(findApprovalByToken({ Invites: [], Approvals: [pending] }, "tok")).toEqual(Option.some(pending));
    expect(findApprovalByToken({ Invites: [pending], Approvals: [] }, " TOK ")).toEqual(Option.some(pending));
    expect(findApprovalByToken({ Invites: [pending], Approvals: [] }, "u1")).toEqual(Option.none());
  });
  it("finds nothing for an answered approval, an unknown or empty token", () => {
    const done = approval({ ApprovalCode: "tok", Status: "APPROVED" });
    expect(findApprovalByToken({ Invites: [], Approvals: [done] }, "tok")).toEqual(Option.none());
    expect(findApprovalByToken({ Invites: [], Approvals: [pending] }, "other")).toEqual(Option.none());
    expect(findApprovalByToken({ Invites: [], Approvals: [pending] }, " ")).toEqual(Option.none());
  });
});
