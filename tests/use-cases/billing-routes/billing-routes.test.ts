import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import {
  deleteBillingRoute,
  loadBillingRoutes,
  sendRouteInvite,
  updateBillingRoute,
} from "@waea/domain/billing-routes";
import { BillingRoutesApi } from "@waea/domain/billing-routes/api";
import { signedIn, withFakeApi } from "../support/fake-api";
import { routeInvite, routesPage } from "./route-people";

const api = withFakeApi();

/** payer@ pays for child@ through the seeded route "Keri's mobile" (limit $50, $17.50 of it spent). */
const payerAndChild = async () => {
  const payer = await signedIn(api(), "payer@waea.test");
  const child = await signedIn(api(), "child@waea.test");
  const [route] = (await routesPage(payer)).routes;
  if (route === undefined) throw new Error("payer@ pays for child@ in the demo world");
  return { payer, child, route };
};

describe("billing routes (BR-01)", () => {
  it("each side sees the route its own way, with the rights the operator grants", async () => {
    const { payer, child } = await payerAndChild();
    const paying = await routesPage(payer);
    expect(paying.routes.map((r) => [r.RoutingType, r.Name, r.SpendLimit, r.RemainingSpendLimit])).toEqual([
      ["child", "Keri's mobile", 5000, 3250],
    ]);
    expect(paying.rights).toEqual({ CanInvite: true, CanRequest: true });
    expect(paying.creation).toEqual({ canCreate: true, modes: ["invite", "request"], showChoice: true });
    // Keri's request was answered (APPROVED) 40 days ago: only Pita's still waits for an answer (issue #17).
    expect(paying.approvals.map((a) => [a.RequestedByCustomerName, a.Status])).toEqual([
      ["Pita Williams", "REQUEST"],
    ]);
    expect(paying.sent.map((a) => a.RequestedTo)).toEqual(["nana.anderson@example.co.nz"]);
    const paid = await routesPage(child);
    expect(paid.routes.map((r) => [r.RoutingType, r.CreditAccount])).toEqual([
      ["parent", { UUID: payer.customer, Email: "payer@waea.test", Name: "Ruth Anderson" }],
    ]);
    expect(paid.rights).toEqual({ CanInvite: false, CanRequest: false });
    expect(paid.creation).toEqual({ canCreate: false, modes: [], showChoice: false });
  });

  it("a request to a customer someone already pays for is not listed to them (a parent route hides approvals)", async () => {
    const { child } = await payerAndChild();
    const member = await signedIn(api(), "member@waea.test");
    const rights = (await routesPage(member)).rights;
    const sent = await member.run(
      sendRouteInvite(routeInvite(member, "request", "child@waea.test", "Pita's mobile"), rights),
    );
    const requests = await child.run(Effect.flatMap(BillingRoutesApi, (a) => a.listRequests(child.customer)));
    expect(requests.Approvals.map((a) => a.UUID)).toContain(sent.UUID);
    expect((await routesPage(child)).approvals).toEqual([]);
  });

  it("refuses an invite without the right before calling; the operator refuses it as well", async () => {
    const { child } = await payerAndChild();
    const rights = (await routesPage(child)).rights;
    const invite = routeInvite(child, "invite", "fibre@waea.test");
    expect(await child.attempt(sendRouteInvite(invite, rights))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.not_allowed" }),
      ),
    );
    expect(await child.attempt(sendRouteInvite(invite, { CanInvite: true, CanRequest: true }))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "Forbidden",
          message: "You are not allowed to create this kind of billing route",
        }),
      ),
    );
  });

  it("swallows loading errors: no routes, no rights, no approvals", async () => {
    const { payer } = await payerAndChild();
    const nocard = await signedIn(api(), "nocard@waea.test");
    // Another customer's routes and requests are refused (403): the page shows an empty one.
    expect(await nocard.run(loadBillingRoutes(payer.customer))).toEqual({
      routes: [],
      rights: { CanInvite: false, CanRequest: false },
      creation: { canCreate: false, modes: [], showChoice: false },
      approvals: [],
      sent: [],
    });
  });
});

describe("changing and removing a route (BR-02, BR-03)", () => {
  it("updates a route with integers and cents; what is spent stays spent", async () => {
    const { payer, route } = await payerAndChild();
    const form = { Name: "Keri", SpendCycle: "28", SpendCycleCount: "6 cycles", SpendLimitDollars: "40" };
    expect(await payer.run(updateBillingRoute(payer.customer, route.UUID, form))).toMatchObject({
      Name: "Keri",
      SpendCycle: 28,
      SpendCycleCount: 6,
      SpendLimit: 4000,
      // $17.50 was spent of the old $50: $22.50 is left of the new $40.
      RemainingSpendLimit: 2250,
    });
    expect(
      await payer.attempt(updateBillingRoute(payer.customer, route.UUID, { ...form, SpendCycle: "x" })),
    ).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.invalid_cycle" }),
      ),
    );
  });

  it("never deletes the only valid billing method; the payer may end it", async () => {
    const { payer, child } = await payerAndChild();
    const view = await routesPage(child);
    const [route] = view.routes;
    if (route === undefined) throw new Error("child@ is paid for by payer@");
    expect(await child.attempt(deleteBillingRoute(child.customer, route, view.routes, 0))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.only_valid_method" }),
      ),
    );
    // The operator holds the same rule: child@ has no card, whatever the page counted.
    expect(await child.attempt(deleteBillingRoute(child.customer, route, view.routes, 1))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "ApiFailure",
          status: 400,
          message: "No billing route can be removed if it is the only valid method",
        }),
      ),
    );
    const paying = await routesPage(payer);
    const [theirs] = paying.routes;
    if (theirs === undefined) throw new Error("payer@ pays for child@");
    await payer.run(deleteBillingRoute(payer.customer, theirs, paying.routes, 0));
    expect((await routesPage(child)).routes).toEqual([]);
  });
});
