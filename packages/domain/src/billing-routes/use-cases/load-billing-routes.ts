import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { Approval } from "../approval";
import type { BillingRoute } from "../billing-route";
import { BillingRoutesApi } from "../billing-routes-api";
import {
  NO_ROUTE_RIGHTS,
  routeCreation,
  visibleApprovals,
  type RouteCreation,
  type RouteRights,
} from "../route-rights";

export interface BillingRoutesView {
  readonly routes: ReadonlyArray<BillingRoute>;
  readonly rights: RouteRights;
  readonly creation: RouteCreation;
  /** Approvals waiting for this customer's answer (pending, unexpired), after the visibility rules of BR-04. */
  readonly approvals: ReadonlyArray<Approval>;
  /** Invites and requests this customer sent. */
  readonly sent: ReadonlyArray<Approval>;
}

/**
 * Loads routes, rights and approvals. Loading errors are swallowed (spec 03 §8): a failed routes call shows no
 * routes and grants no rights; a failed requests call shows no approvals.
 */
export const loadBillingRoutes = (
  customerUuid: string,
): Effect.Effect<BillingRoutesView, never, BillingRoutesApi> =>
  Effect.gen(function* () {
    const api = yield* BillingRoutesApi;
    const reply = yield* api
      .listRoutes(customerUuid)
      .pipe(Effect.orElseSucceed(() => ({ BillingRoutes: [], ...NO_ROUTE_RIGHTS })));
    const requests = yield* api
      .listRequests(customerUuid)
      .pipe(Effect.orElseSucceed(() => ({ Invites: [], Approvals: [] })));
    const rights: RouteRights = { CanInvite: reply.CanInvite, CanRequest: reply.CanRequest };
    const nowMillis = yield* Clock.currentTimeMillis;
    return {
      routes: reply.BillingRoutes,
      rights,
      creation: routeCreation(rights),
      approvals: visibleApprovals(requests.Approvals, rights, reply.BillingRoutes, nowMillis),
      sent: requests.Invites,
    };
  });
