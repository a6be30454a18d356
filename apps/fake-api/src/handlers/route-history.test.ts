import { describe, expect, it } from "vitest";
import type { Approval, BillingRoute, RouteHistoryEntry } from "@waea/domain/billing-routes";
import { demoIds, signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

type Who = Awaited<ReturnType<typeof signedIn>>;

const routesOf = async (who: Who): Promise<ReadonlyArray<BillingRoute>> =>
  (await who.get(`/customers/${who.uuid}/billing-routes`)).json().BillingRoutes;
const historyOf = async (who: Who, route: string): Promise<ReadonlyArray<RouteHistoryEntry>> =>
  (await who.get(`/customers/${who.uuid}/billing-routes/${route}/history`)).json().Entries;

describe("a billing route's history (issue #17: beyond the operator's API)", () => {
  it("payer@ invites child@ with a $20 limit, child@ accepts by the link's code, spends $15: both read $5 left and the same trail; $10 more is refused", async () => {
    const app = api();
    const payer = await signedIn(app, "payer@waea.test");
    const child = await signedIn(app, "child@waea.test");
    const keri = (await routesOf(payer))[0];
    // The seeded route between them goes first: two accounts have one route at most.
    const removed = await payer.del(
      `/customers/${payer.uuid}/billing-routes/${keri?.UUID}?DebitAccount=${keri?.DebitAccount.UUID}&CreditAccount=${keri?.CreditAccount.UUID}`,
    );
    expect(removed.status).toBe(204);
    const invite = (
      await payer.post("/v3/67/customer/approval", {
        SPID: 67,
        CustomerUUID: payer.uuid,
        RequestedTo: "child@waea.test",
        Description: "Keri's top-ups",
        ExpiresAtNanos: 1,
        ApprovalType: "BILLING_INVITE",
        SpendLimit: 2000,
      })
    ).json() as Approval;
    expect(invite.SpendLimit).toBe(2000);
    // The one invited does not choose the payer's limit: the invite's stands.
    const accepted = await child.post(`/customers/${child.uuid}/billing-routes/approval/action`, {
      Action: "APPROVE",
      ApprovalUUID: invite.UUID,
      Type: "invite",
      ApprovalCode: invite.ApprovalCode,
      SpendLimit: 900_000,
    });
    expect(accepted.json().Status).toBe("APPROVED");
    const route = (await routesOf(child))[0];
    expect(route).toMatchObject({ SpendLimit: 2000, RemainingSpendLimit: 2000, RoutingType: "parent" });
    const topUp = (cents: number) =>
      child.post(`/customer/${child.uuid}/topup`, {
        ProductInstanceUUID: demoIds(app, "child").product,
        Amount: cents,
        PaymentMethodType: "billing_route",
        PaymentMethodID: route?.UUID,
      });
    expect((await topUp(1500)).status).toBe(200);
    expect((await routesOf(payer))[0]?.RemainingSpendLimit).toBe(500);
    expect((await routesOf(child))[0]?.RemainingSpendLimit).toBe(500);
    const before = app.store.digest();
    expect((await topUp(1000)).json()).toEqual({ err_message: "Spend limit is over" });
    expect(app.store.digest()).toBe(before);
    const trail = await historyOf(payer, route?.UUID ?? "");
    expect(trail).toEqual(await historyOf(child, route?.UUID ?? ""));
    expect(trail.map((entry) => entry.Kind)).toEqual(["spent", "created"]);
    expect(trail[0]).toMatchObject({
      ByCustomerUUID: child.uuid,
      ByName: "Keri Anderson",
      AmountCents: 1500,
      What: "top_up",
      ChargedToName: "Ruth Anderson",
    });
    expect(trail[1]).toMatchObject({ ByName: "Keri Anderson", SpendLimit: 2000 });
  });

  it("a change by the payer is written with who and the new limit; the paid-for account's change is refused and not written", async () => {
    const app = api();
    const payer = await signedIn(app, "payer@waea.test");
    const child = await signedIn(app, "child@waea.test");
    const route = (await routesOf(payer))[0]?.UUID ?? "";
    const seeded = await historyOf(child, route);
    expect(seeded.map((entry) => entry.Kind)).toEqual(["spent", "created"]);
    const body = { Name: "Keri", SpendCycle: 28, SpendCycleCount: 12, SpendLimit: 8000 };
    expect((await child.put(`/customers/${child.uuid}/billing-routes/${route}`, body)).status).toBe(403);
    expect(await historyOf(payer, route)).toEqual(seeded);
    expect((await payer.put(`/customers/${payer.uuid}/billing-routes/${route}`, body)).status).toBe(200);
    expect((await historyOf(child, route))[0]).toMatchObject({
      Kind: "changed",
      ByName: "Ruth Anderson",
      SpendLimit: 8000,
      Name: "Keri",
    });
    const stranger = await signedIn(app, "prepay@waea.test");
    expect((await stranger.get(`/customers/${stranger.uuid}/billing-routes/${route}/history`)).status).toBe(
      404,
    );
  });
});
