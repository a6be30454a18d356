import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { INVITE_EXPIRY_MS, isApprovalExpired, type Approval } from "./approval";
import type { BillingRoute } from "./billing-route";
import { routeDeletion } from "./route-delete";
import { routeInviteRequest } from "./route-invite";
import { routeCreation, visibleApprovals } from "./route-rights";
import { routeUpdateRequest } from "./route-update";
import { approval, route } from "./test-fixtures";

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });
const rights = fc.record({ CanInvite: fc.boolean(), CanRequest: fc.boolean() });
const approvalArb: fc.Arbitrary<Approval> = fc
  .record({
    UUID: fc.uuid(),
    ApprovalType: fc.constantFrom(
      "GROUP_INVITE",
      "MOBILEGROUP_INVITE",
      "MOBILEGROUP_BILLING_INVITE",
      "BILLING_INVITE",
      "BILLING_REQUEST",
    ),
    Status: fc.constantFrom("REQUEST", "APPROVED", "REJECTED"),
  })
  .map((fields) => approval(fields));
const routeArb: fc.Arbitrary<BillingRoute> = fc
  .record({ UUID: fc.uuid(), RoutingType: fc.constantFrom("parent", "child") })
  .map((fields) => route(fields));

describe("billing routes laws", () => {
  it("creation is shown iff either right is granted, and the choice iff both are", () => {
    fc.assert(
      fc.property(rights, (r) => {
        const c = routeCreation(r);
        return (
          c.canCreate === (r.CanInvite || r.CanRequest) && c.showChoice === (r.CanInvite && r.CanRequest)
        );
      }),
    );
  });

  it("an invite sent at any instant is live for exactly one hour, then expired", () => {
    fc.assert(
      fc.property(
        instant,
        fc.oneof(
          fc.constantFrom(INVITE_EXPIRY_MS - 1, INVITE_EXPIRY_MS, INVITE_EXPIRY_MS + 1),
          fc.integer({ min: 0, max: 2 * INVITE_EXPIRY_MS }),
        ),
        (sentAt, elapsed) => {
          const body = routeInviteRequest(
            { mode: "invite", spid: 67, customerUuid: "me", requestedTo: "you" },
            { CanInvite: true, CanRequest: false },
            sentAt,
          );
          if (Either.isLeft(body)) return false;
          const sent = approval({ ExpiresAtNanos: body.right.ExpiresAtNanos });
          return isApprovalExpired(sent, sentAt + elapsed) === elapsed >= INVITE_EXPIRY_MS;
        },
      ),
    );
  });

  it("a route update stores exactly 100 times the whole dollars, as an integer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (dollars, cents) => {
          const typed = `${dollars}.${cents.toString().padStart(2, "0")}`;
          const body = routeUpdateRequest({
            Name: "n",
            SpendCycle: 1,
            SpendCycleCount: 1,
            SpendLimitDollars: typed,
          });
          return (
            Either.isRight(body) &&
            body.right.SpendLimit === dollars * 100 &&
            Number.isInteger(body.right.SpendLimit)
          );
        },
      ),
    );
  });

  it("visible approvals are a subset of the given ones, pending and unexpired, and none while a parent route exists", () => {
    fc.assert(
      fc.property(fc.array(approvalArb), rights, fc.array(routeArb), instant, (approvals, r, routes, now) => {
        const shown = visibleApprovals(approvals, r, routes, now);
        const subset = shown.every(
          (a) => approvals.includes(a) && a.Status === "REQUEST" && !isApprovalExpired(a, now),
        );
        const hidden = !routes.some((x) => x.RoutingType === "parent") || shown.length === 0;
        const onlyRequests =
          !(r.CanInvite && !r.CanRequest) || shown.every((a) => a.ApprovalType === "BILLING_REQUEST");
        return subset && hidden && onlyRequests;
      }),
    );
  });

  it("a route is refused deletion exactly when it is the account's only valid billing method", () => {
    fc.assert(
      fc.property(fc.array(routeArb, { minLength: 1 }), fc.nat({ max: 3 }), (routes, cards) => {
        const [target] = routes;
        if (target === undefined) return true;
        const parents = routes.filter((r) => r.RoutingType === "parent" && r.UUID !== target.UUID).length;
        const only = target.RoutingType === "parent" && cards === 0 && parents === 0;
        return Either.isLeft(routeDeletion(target, routes, cards)) === only;
      }),
    );
  });
});
