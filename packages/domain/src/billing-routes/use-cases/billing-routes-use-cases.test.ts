import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { Storage, StorageKeys, frozenClock, makeMemoryStorage } from "../../ports";
import { BillingRoutesApi } from "../billing-routes-api";
import { makeMemoryBillingRoutesApi, type MemoryBillingRoutesSeed } from "../billing-routes-api-memory";
import { T0, approval } from "../test-fixtures";
import { acceptRouteByToken } from "./accept-route-by-token";
import { answerRouteApproval } from "./answer-route-approval";
import { deleteBillingRoute } from "./delete-billing-route";
import { loadBillingRoutes } from "./load-billing-routes";
import { sendRouteInvite } from "./send-route-invite";
import { updateBillingRoute } from "./update-billing-route";

const customers = {
  payer: { Email: "payer@example.nz", Name: "Aroha", MSISDN: "0211111111" },
  kid: { Email: "kid@example.nz", CanInvite: false },
} as const;

const world = (seed: MemoryBillingRoutesSeed = {}) => {
  const api = makeMemoryBillingRoutesApi({ customers, nowMillis: () => T0, ...seed });
  const storage = makeMemoryStorage();
  let now = T0;
  /** Runs a use case with Effect's Clock frozen at the world's current instant. */
  const run = <A, E>(program: Effect.Effect<A, E, BillingRoutesApi | Storage>) =>
    Effect.runSync(
      program.pipe(
        Effect.provideService(BillingRoutesApi, api),
        Effect.provideService(Storage, storage),
        Effect.either,
        Effect.withClock(frozenClock(now)),
      ),
    );
  const setTime = (millis: number) => {
    now = millis;
  };
  return { api, storage, run, setTime };
};

/** payer invites kid, kid approves: one route, parent for kid and child for payer. */
const linked = () => {
  const w = world();
  const sent = Either.getOrThrow(
    w.run(
      sendRouteInvite(
        {
          mode: "invite",
          spid: 67,
          customerUuid: "payer",
          requestedTo: "kid@example.nz",
          description: "Kid",
        },
        { CanInvite: true, CanRequest: true },
      ),
    ),
  );
  Either.getOrThrow(w.run(answerRouteApproval("kid", sent, "APPROVE")));
  return w;
};

describe("billing route use cases", () => {
  it("an invite, once approved, gives the kid a parent route and the payer a child route", () => {
    const w = linked();
    const kid = Either.getOrThrow(w.run(loadBillingRoutes("kid")));
    expect(kid.routes.map((r) => r.RoutingType)).toEqual(["parent"]);
    expect(kid.routes[0]?.CreditAccount).toEqual({ UUID: "payer", Email: "payer@example.nz", Name: "Aroha" });
    expect(kid.routes[0]?.CreditAccountMSISDN).toBe("0211111111");
    expect(kid.rights).toEqual({ CanInvite: false, CanRequest: true });
    expect(kid.creation).toEqual({ canCreate: true, modes: ["request"], showChoice: false });
    const payer = Either.getOrThrow(w.run(loadBillingRoutes("payer")));
    expect(payer.routes.map((r) => r.RoutingType)).toEqual(["child"]);
    expect(payer.sent.map((a) => a.Status)).toEqual(["APPROVED"]);
  });

  it("a request, once approved, makes the approver pay", () => {
    const w = world();
    const sent = Either.getOrThrow(
      w.run(
        sendRouteInvite(
          { mode: "request", spid: 67, customerUuid: "kid", requestedTo: "0211111111" },
          { CanInvite: false, CanRequest: true },
        ),
      ),
    );
    const pending = Either.getOrThrow(w.run(loadBillingRoutes("payer")));
    expect(pending.approvals.map((a) => a.UUID)).toEqual([sent.UUID]);
    Either.getOrThrow(w.run(answerRouteApproval("payer", sent, "APPROVE")));
    const kid = Either.getOrThrow(w.run(loadBillingRoutes("kid")));
    expect(kid.routes[0]?.CreditAccount.UUID).toBe("payer");
    expect(kid.approvals).toEqual([]);
  });

  it("refuses an invite without the right, before calling the operator", () => {
    const w = world();
    const result = w.run(
      sendRouteInvite(
        { mode: "invite", spid: 67, customerUuid: "kid", requestedTo: "x" },
        { CanInvite: false, CanRequest: true },
      ),
    );
    expect(result).toEqual(
      Either.left(expect.objectContaining({ messageKey: "billing-routes.not_allowed" })),
    );
    expect(w.api.approvals.size).toBe(0);
  });

  it("rejecting opens no route; an expired approval cannot be answered", () => {
    const w = world({
      approvals: [approval({ UUID: "a1", CustomerUUID: "payer", RequestedTo: "kid@example.nz" })],
    });
    const a1 = w.api.approvals.get("a1");
    if (a1 === undefined) throw new Error("seed");
    w.setTime(T0 + 3_600_000);
    expect(w.run(answerRouteApproval("kid", a1, "REJECT"))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "billing-routes.approval_expired" })),
    );
    w.setTime(T0);
    const rejected = Either.getOrThrow(w.run(answerRouteApproval("kid", a1, "REJECT")));
    expect(rejected.Status).toBe("REJECTED");
    expect(w.api.routes.size).toBe(0);
  });

  it("validates the approver's spend settings", () => {
    const w = world({ approvals: [approval({ UUID: "a1", CustomerUUID: "payer" })] });
    const a1 = approval({ UUID: "a1", CustomerUUID: "payer" });
    const bad = { Name: "", SpendCycle: 1, SpendCycleCount: 1, SpendLimitDollars: 1 };
    expect(w.run(answerRouteApproval("kid", a1, "APPROVE", bad))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "billing-routes.name_required" })),
    );
    const good = { ...bad, Name: "Kid" };
    expect(Either.getOrThrow(w.run(answerRouteApproval("kid", a1, "APPROVE", good))).Status).toBe("APPROVED");
  });

  it("updates a route with integers and cents", () => {
    const w = linked();
    const [route] = Either.getOrThrow(w.run(loadBillingRoutes("payer"))).routes;
    if (route === undefined) throw new Error("route");
    const form = { Name: "Kid", SpendCycle: "1", SpendCycleCount: "6", SpendLimitDollars: "40" };
    const updated = Either.getOrThrow(w.run(updateBillingRoute("payer", route.UUID, form)));
    expect(updated).toMatchObject({ SpendLimit: 4000, SpendCycleCount: 6, RemainingSpendLimit: 4000 });
    expect(w.run(updateBillingRoute("payer", route.UUID, { ...form, SpendCycle: "x" }))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "billing-routes.invalid_cycle" })),
    );
  });

  it("never deletes the only valid billing method", () => {
    const w = linked();
    const view = Either.getOrThrow(w.run(loadBillingRoutes("kid")));
    const [route] = view.routes;
    if (route === undefined) throw new Error("route");
    expect(w.run(deleteBillingRoute("kid", route, view.routes, 0))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "billing-routes.only_valid_method" })),
    );
    expect(Either.isRight(w.run(deleteBillingRoute("kid", route, view.routes, 1)))).toBe(true);
    expect(w.api.routes.size).toBe(0);
  });

  it("swallows loading errors", () => {
    const w = world({ failing: new Set(["listRoutes", "listRequests"]) });
    expect(w.run(loadBillingRoutes("kid"))).toEqual(
      Either.right({
        routes: [],
        rights: { CanInvite: false, CanRequest: false },
        creation: { canCreate: false, modes: [], showChoice: false },
        approvals: [],
        sent: [],
      }),
    );
  });
});

describe("approve by the session token", () => {
  const seeded = (failing?: ReadonlySet<string>) =>
    world({
      approvals: [approval({ UUID: "a1", CustomerUUID: "payer", ApprovalCode: "tok" })],
      ...(failing === undefined ? {} : { failing }),
    });

  it("does nothing without a token", () => {
    expect(seeded().run(acceptRouteByToken("kid"))).toEqual(Either.right(Option.none()));
  });

  it("approves and removes the token", () => {
    const w = seeded();
    Effect.runSync(w.storage.set(StorageKeys.routeApprovalToken, "tok"));
    const result = Either.getOrThrow(w.run(acceptRouteByToken("kid")));
    expect(Option.map(result, (a) => a.Status)).toEqual(Option.some("APPROVED"));
    expect(Effect.runSync(w.storage.get(StorageKeys.routeApprovalToken))).toEqual(Option.none());
    expect(w.api.routes.size).toBe(1);
  });

  it("fails with no_invite when nothing matches, dropping the stale token", () => {
    const w = seeded();
    Effect.runSync(w.storage.set(StorageKeys.routeApprovalToken, "other"));
    expect(w.run(acceptRouteByToken("kid"))).toEqual(
      Either.left(expect.objectContaining({ reason: "no_invite", message: "no_invite" })),
    );
    expect(Effect.runSync(w.storage.get(StorageKeys.routeApprovalToken))).toEqual(Option.none());
  });

  it.each(["listRequests", "routeApprovalAction"])(
    "fails with 'acceptRouteByToken Error' when %s fails, keeping the token",
    (call) => {
      const w = seeded(new Set([call]));
      Effect.runSync(w.storage.set(StorageKeys.routeApprovalToken, "tok"));
      expect(w.run(acceptRouteByToken("kid"))).toEqual(
        Either.left(
          expect.objectContaining({
            reason: "accept_failed",
            message: "acceptRouteByToken Error",
            messageKey: "billing-routes.accept_by_token_error",
          }),
        ),
      );
      expect(Effect.runSync(w.storage.get(StorageKeys.routeApprovalToken))).toEqual(Option.some("tok"));
    },
  );
});
