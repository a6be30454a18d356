import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { BillingRoutesApi } from "./billing-routes-api";
import { makeMemoryBillingRoutesApi, memoryBillingRoutesApiLayer } from "./billing-routes-api-memory";
import { T0, approval } from "./test-fixtures";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const body = {
  SPID: 67,
  CustomerUUID: "a",
  RequestedTo: "b",
  Description: "",
  ExpiresAtNanos: (T0 + 3_600_000) * 1e6,
  ApprovalType: "GROUP_INVITE",
} as const;

describe("in-memory billing routes API", () => {
  it("refuses bad input like the operator", () => {
    const api = makeMemoryBillingRoutesApi({ nowMillis: () => T0 });
    expect(run(api.createApproval({ ...body, CustomerUUID: "" }))).toEqual(
      Either.left(expect.objectContaining({ status: 400, message: "No CustomerUUID" })),
    );
    expect(run(api.approvalInvite({ ...body, RequestedTo: " " }))).toEqual(
      Either.left(expect.objectContaining({ message: "No params" })),
    );
    expect(run(api.readApproval("nope"))).toEqual(
      Either.left(expect.objectContaining({ status: 404, message: "Object not found" })),
    );
    expect(
      run(api.updateRoute("a", "nope", { Name: "", SpendCycle: 1, SpendCycleCount: 1, SpendLimit: 1 })),
    ).toEqual(Either.left(expect.objectContaining({ status: 404 })));
    expect(run(api.deleteRoute("a", "nope", { DebitAccount: "a", CreditAccount: "b" }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
  });

  it("keeps the approval service's records", () => {
    const api = makeMemoryBillingRoutesApi({ nowMillis: () => T0 });
    const created = Either.getOrThrow(run(api.approvalInvite(body)));
    expect(created).toMatchObject({ Status: "REQUEST", ApprovalCode: `code-${created.UUID}` });
    expect(Either.getOrThrow(run(api.listApprovals("a"))).Approvals).toHaveLength(1);
    expect(Either.getOrThrow(run(api.invitesApprovals("a"))).Invites).toHaveLength(1);
    expect(Either.getOrThrow(run(api.updateApproval(created.UUID, { Description: "d" }))).Description).toBe(
      "d",
    );
    expect(
      Either.getOrThrow(run(api.updateApproval(created.UUID, { ExpiresAtNanos: 5 }))).ExpiresAtNanos,
    ).toBe(5);
    expect(Either.getOrThrow(run(api.readApproval(created.UUID))).Description).toBe("d");
    expect(run(api.approvalAction({ Action: "APPROVE", ApprovalUUID: created.UUID }))).toEqual(
      Either.left(expect.objectContaining({ message: "Approval expired" })),
    );
    Either.getOrThrow(run(api.updateApproval(created.UUID, { ExpiresAtNanos: body.ExpiresAtNanos })));
    expect(Either.getOrThrow(run(api.expireApproval(created.UUID))).ExpiresAtNanos).toBe(T0 * 1e6);
    Either.getOrThrow(run(api.deleteApproval(created.UUID)));
    expect(api.approvals.size).toBe(0);
    const again = Either.getOrThrow(run(api.createApproval(body)));
    Either.getOrThrow(run(api.purgeApproval(again.UUID)));
    expect(run(api.purgeApproval(again.UUID))).toEqual(Either.left(expect.objectContaining({ status: 404 })));
  });

  it("answers once, never by the sender", () => {
    const api = makeMemoryBillingRoutesApi({
      approvals: [approval({ UUID: "x", CustomerUUID: "a" })],
      nowMillis: () => T0,
    });
    expect(run(api.routeApprovalAction("a", { Action: "APPROVE", ApprovalUUID: "x" }))).toEqual(
      Either.left(expect.objectContaining({ message: "An approval cannot be answered by its sender" })),
    );
    expect(run(api.routeApprovalAction("b", { Action: "APPROVE", ApprovalUUID: "nope" }))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
    Either.getOrThrow(run(api.approvalAction({ Action: "REJECT", ApprovalUUID: "x" })));
    expect(run(api.approvalAction({ Action: "APPROVE", ApprovalUUID: "x" }))).toEqual(
      Either.left(expect.objectContaining({ message: "Approval already answered" })),
    );
  });

  it("checks route updates and the accounts of a delete", () => {
    const api = makeMemoryBillingRoutesApi({
      routes: [{ UUID: "r", CreditAccount: { UUID: "p" }, DebitAccount: { UUID: "k" } }],
    });
    expect(
      run(api.updateRoute("k", "r", { Name: "n", SpendCycle: -1, SpendCycleCount: 1, SpendLimit: 1 })),
    ).toEqual(Either.left(expect.objectContaining({ message: "Bad params" })));
    expect(run(api.deleteRoute("k", "r", { DebitAccount: "p", CreditAccount: "k" }))).toEqual(
      Either.left(expect.objectContaining({ message: "Bad params" })),
    );
  });

  it("provides a layer", () => {
    const reply = Effect.runSync(
      Effect.flatMap(BillingRoutesApi, (api) => api.listRoutes("a")).pipe(
        Effect.provide(memoryBillingRoutesApiLayer()),
      ),
    );
    expect(reply).toEqual({ BillingRoutes: [], CanInvite: true, CanRequest: true });
  });
});
