import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { answerRouteApproval, sendRouteInvite } from "@waea/domain/billing-routes";
import { signedIn, withFakeApi } from "../support/fake-api";
import { serviceOf } from "../groups/group-people";
import { awaiting, routeInvite, routesPage } from "./route-people";

const api = withFakeApi();
const HOUR = 3_600_000;

describe("invites and requests, approved or rejected (BR-01, BR-04)", () => {
  it("an invite, once approved, gives the invitee a parent route and the payer a child route", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nocard = await signedIn(api(), "nocard@waea.test");
    const { rights } = await routesPage(payer);
    await payer.run(
      sendRouteInvite(routeInvite(payer, "invite", "nocard@waea.test", "Nikau's mobile"), rights),
    );
    const invite = await awaiting(nocard, (a) => a.ApprovalType === "BILLING_INVITE");
    expect((await nocard.run(answerRouteApproval(nocard.customer, invite, "APPROVE"))).Status).toBe(
      "APPROVED",
    );
    const paid = await routesPage(nocard);
    expect(paid.routes).toEqual([
      expect.objectContaining({
        RoutingType: "parent",
        Name: "Nikau's mobile",
        CreditAccount: { UUID: payer.customer, Email: "payer@waea.test", Name: "Ruth Anderson" },
        CreditAccountMSISDN: expect.stringMatching(/^642\d+$/),
      }),
    ]);
    // Someone pays for nocard@ now: it may no longer ask anyone else to (and, prepay, never could invite).
    expect(paid.rights).toEqual({ CanInvite: false, CanRequest: false });
    const paying = await routesPage(payer);
    expect(paying.routes.map((r) => [r.RoutingType, r.DebitAccount.UUID])).toContainEqual([
      "child",
      nocard.customer,
    ]);
    expect(paying.sent.find((a) => a.RequestedTo === "nocard@waea.test")?.Status).toBe("APPROVED");
  });

  it("a request, once approved, makes the approver pay", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nocard = await signedIn(api(), "nocard@waea.test");
    const { rights } = await routesPage(nocard);
    // Asked by the payer's mobile number, as a person would type it.
    const number = (await serviceOf(payer)).localNumber;
    const sent = await nocard.run(sendRouteInvite(routeInvite(nocard, "request", number), rights));
    const request = await awaiting(payer, (a) => a.UUID === sent.UUID);
    await payer.run(answerRouteApproval(payer.customer, request, "APPROVE"));
    const paid = await routesPage(nocard);
    expect(paid.routes.map((r) => [r.RoutingType, r.CreditAccount.UUID])).toEqual([
      ["parent", payer.customer],
    ]);
    expect(paid.approvals).toEqual([]);
  });

  it("rejecting opens no route", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const member = await signedIn(api(), "member@waea.test");
    // member@ asked payer@ to cover its mobile 10 minutes before the world's start.
    const request = await awaiting(payer, (a) => a.Status === "REQUEST");
    expect((await payer.run(answerRouteApproval(payer.customer, request, "REJECT"))).Status).toBe("REJECTED");
    expect((await routesPage(member)).routes).toEqual([]);
    expect((await routesPage(member)).sent.map((a) => a.Status)).toEqual(["REJECTED"]);
  });

  it("an approval past its hour cannot be answered: the operator decides, on its own clock", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const request = await awaiting(payer, (a) => a.Status === "REQUEST");
    api().clock.advance(HOUR);
    // The page read it within its hour (SecondsLeft above 0); the operator's clock has since passed it.
    expect(await payer.attempt(answerRouteApproval(payer.customer, request, "APPROVE"))).toEqual(
      Either.left(expect.objectContaining({ status: 400, message: "This invite or request has expired" })),
    );
    // Read again, the operator says it expired: it no longer waits for an answer, and the domain refuses it.
    expect((await routesPage(payer)).approvals.map((a) => a.UUID)).not.toContain(request.UUID);
    expect(
      await payer.attempt(answerRouteApproval(payer.customer, { ...request, SecondsLeft: 0 }, "APPROVE")),
    ).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.approval_expired" }),
      ),
    );
  });

  it("checks the approver's spend settings, then opens the route with them", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const member = await signedIn(api(), "member@waea.test");
    const request = await awaiting(payer, (a) => a.Status === "REQUEST");
    const terms = { Name: "", SpendCycle: 28, SpendCycleCount: 6, SpendLimitDollars: 40 };
    expect(await payer.attempt(answerRouteApproval(payer.customer, request, "APPROVE", terms))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.name_required" }),
      ),
    );
    const named = { ...terms, Name: "Pita" };
    expect((await payer.run(answerRouteApproval(payer.customer, request, "APPROVE", named))).Status).toBe(
      "APPROVED",
    );
    expect((await routesPage(member)).routes).toEqual([
      expect.objectContaining({
        Name: "Pita",
        SpendCycle: 28,
        SpendCycleCount: 6,
        SpendLimit: 4000,
        RemainingSpendLimit: 4000,
      }),
    ]);
  });
});
