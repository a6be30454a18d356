import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { apiFailure, millisToNanos, type ApiError } from "../ports";
import type { Approval, ApprovalActionName, ApprovalCreateRequest } from "./approval";
import { isApprovalExpired } from "./approval";
import type { BillingRoute } from "./billing-route";
import { BillingRoutesApi, type BillingRoutesApiService } from "./billing-routes-api";

/** A customer of the in-memory operator: its rights and how others can address it (RequestedTo). */
export interface MemoryRouteCustomer {
  readonly CanInvite?: boolean;
  readonly CanRequest?: boolean;
  readonly Email?: string;
  readonly Name?: string;
  readonly MSISDN?: string;
}

/** A route as stored once: the viewer's RoutingType is derived (the paying CreditAccount sees a child route). */
export type StoredRoute = Omit<BillingRoute, "RoutingType">;

export interface MemoryBillingRoutesSeed {
  readonly customers?: Readonly<Record<string, MemoryRouteCustomer>>;
  readonly routes?: ReadonlyArray<StoredRoute>;
  readonly approvals?: ReadonlyArray<Approval>;
  readonly nowMillis?: () => number;
  /** Call names that fail with a 500, to exercise error paths. */
  readonly failing?: ReadonlySet<string>;
}

export interface MemoryBillingRoutesApi extends BillingRoutesApiService {
  readonly routes: Map<string, StoredRoute>;
  readonly approvals: Map<string, Approval>;
}

/** An operator that keeps routes and approvals in maps, answers approvals and refuses bad input like the real one. */
export const makeMemoryBillingRoutesApi = (seed: MemoryBillingRoutesSeed = {}): MemoryBillingRoutesApi => {
  const customers = seed.customers ?? {};
  const routes = new Map((seed.routes ?? []).map((r) => [r.UUID, r]));
  const approvals = new Map((seed.approvals ?? []).map((a) => [a.UUID, a]));
  const now = seed.nowMillis ?? (() => 0);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}-${++counter}`;

  const guard = <A>(call: string, run: () => Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError> =>
    seed.failing?.has(call) === true ? apiFailure(call, 500, "Internal Server Error") : Effect.suspend(run);

  const view = (route: StoredRoute, customerUuid: string): BillingRoute => ({
    ...route,
    RoutingType: route.CreditAccount.UUID === customerUuid ? "child" : "parent",
  });
  const isSide = (route: StoredRoute, uuid: string) =>
    route.CreditAccount.UUID === uuid || route.DebitAccount.UUID === uuid;
  const addressedTo = (approval: Approval, uuid: string) => {
    const c = customers[uuid];
    return [uuid, c?.Email, c?.MSISDN].includes(approval.RequestedTo);
  };
  const recipientUuid = (approval: Approval): string | undefined =>
    [...Object.keys(customers)].find((uuid) => addressedTo(approval, uuid));

  const openRoute = (approval: Approval, approver: string) => {
    const sender = approval.CustomerUUID ?? "";
    // An invite offers to pay for the recipient; a request asks the recipient to pay.
    const [payer, payee] =
      approval.ApprovalType === "BILLING_INVITE" ? [sender, approver] : [approver, sender];
    const route: StoredRoute = {
      UUID: nextId("route"),
      CreditAccount: { UUID: payer, ...pick(customers[payer]) },
      DebitAccount: { UUID: payee },
      ...(customers[payer]?.MSISDN === undefined ? {} : { CreditAccountMSISDN: customers[payer]?.MSISDN }),
      Name: approval.Description ?? "Billing route",
      Approvals: [
        {
          Type: approval.ApprovalType === "BILLING_INVITE" ? "invite" : "request",
          UUID: approval.UUID,
          ...(approval.ApprovalCode === undefined ? {} : { ApprovalCode: approval.ApprovalCode }),
        },
      ],
    };
    routes.set(route.UUID, route);
  };

  const answer = (call: string, uuid: string, action: ApprovalActionName, actor: string | undefined) => {
    const approval = approvals.get(uuid);
    if (approval === undefined) return apiFailure(call, 404, "Object not found");
    if (actor !== undefined && approval.CustomerUUID === actor)
      return apiFailure(call, 400, "An approval cannot be answered by its sender");
    if (approval.Status !== "REQUEST") return apiFailure(call, 400, "Approval already answered");
    if (isApprovalExpired(approval, now())) return apiFailure(call, 400, "Approval expired");
    const answered: Approval = { ...approval, Status: action === "APPROVE" ? "APPROVED" : "REJECTED" };
    approvals.set(uuid, answered);
    const approver = actor ?? recipientUuid(approval);
    if (action === "APPROVE" && approver !== undefined && approval.ApprovalType.startsWith("BILLING_"))
      openRoute(approval, approver);
    return Effect.succeed(answered);
  };

  const create = (call: string, body: ApprovalCreateRequest) => {
    if (body.CustomerUUID.trim() === "") return apiFailure(call, 400, "No CustomerUUID");
    if (body.RequestedTo.trim() === "") return apiFailure(call, 400, "No params");
    const uuid = nextId("approval");
    const approval: Approval = { ...body, UUID: uuid, ApprovalCode: `code-${uuid}`, Status: "REQUEST" };
    approvals.set(uuid, approval);
    return Effect.succeed(approval);
  };

  const found = (call: string, uuid: string) => {
    const approval = approvals.get(uuid);
    return approval === undefined ? apiFailure(call, 404, "Object not found") : Effect.succeed(approval);
  };

  const sentAndAwaiting = (customerUuid: string, code?: string) => {
    const all = [...approvals.values()].filter((a) => code === undefined || a.ApprovalCode === code);
    return {
      Invites: all.filter((a) => a.CustomerUUID === customerUuid),
      Approvals: all.filter(
        (a) => a.CustomerUUID !== customerUuid && (code !== undefined || addressedTo(a, customerUuid)),
      ),
    };
  };

  return {
    routes,
    approvals,
    listRoutes: (customerUuid) =>
      guard("listRoutes", () =>
        Effect.succeed({
          BillingRoutes: [...routes.values()]
            .filter((r) => isSide(r, customerUuid))
            .map((r) => view(r, customerUuid)),
          CanInvite: customers[customerUuid]?.CanInvite ?? true,
          CanRequest: customers[customerUuid]?.CanRequest ?? true,
        }),
      ),
    listRequests: (customerUuid, code) =>
      guard("listRequests", () => Effect.succeed(sentAndAwaiting(customerUuid, code))),
    updateRoute: (customerUuid, routeUuid, body) =>
      guard("updateRoute", () => {
        const route = routes.get(routeUuid);
        if (route === undefined || !isSide(route, customerUuid))
          return apiFailure("updateRoute", 404, "Object not found");
        if (
          [body.SpendCycle, body.SpendCycleCount, body.SpendLimit].some((n) => !Number.isInteger(n) || n < 0)
        )
          return apiFailure("updateRoute", 400, "Bad params");
        const updated: StoredRoute = { ...route, ...body, RemainingSpendLimit: body.SpendLimit };
        routes.set(routeUuid, updated);
        return Effect.succeed(view(updated, customerUuid));
      }),
    deleteRoute: (customerUuid, routeUuid, query) =>
      guard("deleteRoute", () => {
        const route = routes.get(routeUuid);
        if (route === undefined || !isSide(route, customerUuid))
          return apiFailure("deleteRoute", 404, "Object not found");
        if (
          route.DebitAccount.UUID !== query.DebitAccount ||
          route.CreditAccount.UUID !== query.CreditAccount
        )
          return apiFailure("deleteRoute", 400, "Bad params");
        return Effect.sync(() => void routes.delete(routeUuid));
      }),
    routeApprovalAction: (customerUuid, body) =>
      guard("routeApprovalAction", () =>
        answer("routeApprovalAction", body.ApprovalUUID, body.Action, customerUuid),
      ),
    createApproval: (body) => guard("createApproval", () => create("createApproval", body)),
    listApprovals: (customerUuid) =>
      guard("listApprovals", () => {
        const { Invites, Approvals } = sentAndAwaiting(customerUuid);
        return Effect.succeed({ Approvals: [...Invites, ...Approvals] });
      }),
    readApproval: (uuid) => guard("readApproval", () => found("readApproval", uuid)),
    updateApproval: (uuid, body) =>
      guard("updateApproval", () =>
        Effect.map(found("updateApproval", uuid), (approval) => {
          const updated: Approval = {
            ...approval,
            ...(body.Description === undefined ? {} : { Description: body.Description }),
            ...(body.ExpiresAtNanos === undefined ? {} : { ExpiresAtNanos: body.ExpiresAtNanos }),
          };
          approvals.set(uuid, updated);
          return updated;
        }),
      ),
    deleteApproval: (uuid) =>
      guard("deleteApproval", () =>
        Effect.map(found("deleteApproval", uuid), () => void approvals.delete(uuid)),
      ),
    approvalAction: (body) =>
      guard("approvalAction", () => answer("approvalAction", body.ApprovalUUID, body.Action, undefined)),
    approvalInvite: (body) => guard("approvalInvite", () => create("approvalInvite", body)),
    expireApproval: (uuid) =>
      guard("expireApproval", () =>
        Effect.map(found("expireApproval", uuid), (approval) => {
          const expired: Approval = {
            ...approval,
            ExpiresAtNanos: Math.min(approval.ExpiresAtNanos, millisToNanos(now())),
          };
          approvals.set(uuid, expired);
          return expired;
        }),
      ),
    purgeApproval: (uuid) =>
      guard("purgeApproval", () =>
        Effect.map(found("purgeApproval", uuid), () => void approvals.delete(uuid)),
      ),
    invitesApprovals: (customerUuid) =>
      guard("invitesApprovals", () => Effect.succeed(sentAndAwaiting(customerUuid))),
  };
};

const pick = (customer: MemoryRouteCustomer | undefined) => ({
  ...(customer?.Email === undefined ? {} : { Email: customer.Email }),
  ...(customer?.Name === undefined ? {} : { Name: customer.Name }),
});

export const memoryBillingRoutesApiLayer = (seed?: MemoryBillingRoutesSeed): Layer.Layer<BillingRoutesApi> =>
  Layer.sync(BillingRoutesApi, () => makeMemoryBillingRoutesApi(seed));
