import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { BillingRoutesApi, type BillingRoutesApiService } from "./billing-routes-api";
import { ApiFailure } from "../ports";
import { route } from "./test-fixtures";
import { loadHasParentRoute } from "./use-cases/load-parent-route";

const notAsked = () => Effect.die(new Error("the restore asks only for the routes list"));

/** Only the routes list answers; every other call (the approvals above all) dies, so asking for it fails the test. */
const routesOnly = (listRoutes: BillingRoutesApiService["listRoutes"]): BillingRoutesApiService => ({
  listRoutes,
  listRequests: notAsked,
  updateRoute: notAsked,
  deleteRoute: notAsked,
  routeHistory: notAsked,
  routeApprovalAction: notAsked,
  createApproval: notAsked,
  listApprovals: notAsked,
  readApproval: notAsked,
  updateApproval: notAsked,
  deleteApproval: notAsked,
  approvalAction: notAsked,
  approvalInvite: notAsked,
  expireApproval: notAsked,
  purgeApproval: notAsked,
  invitesApprovals: notAsked,
});

const run = (service: BillingRoutesApiService) =>
  Effect.runPromise(Effect.provideService(loadHasParentRoute("me"), BillingRoutesApi, service));

const reply = (routes: ReturnType<typeof route>[]) =>
  Effect.succeed({ BillingRoutes: routes, CanInvite: false, CanRequest: false });

describe("the restore's parent route fact", () => {
  it("is true when a parent route pays for the account, from the routes list alone", async () => {
    expect(await run(routesOnly(() => reply([route()])))).toBe(true);
  });
  it("is false for child routes only or none", async () => {
    expect(await run(routesOnly(() => reply([route({ RoutingType: "child" })])))).toBe(false);
    expect(await run(routesOnly(() => reply([])))).toBe(false);
  });
  it("counts a failed list as none", async () => {
    expect(
      await run(
        routesOnly(() => Effect.fail(new ApiFailure({ call: "listRoutes", status: 503, message: "down" }))),
      ),
    ).toBe(false);
  });
});
