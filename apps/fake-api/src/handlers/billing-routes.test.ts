import { describe, expect, it } from "vitest";
import type { Approval, BillingRoute } from "@waea/domain/billing-routes";
import { demoIds, signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const setup = async () => {
  const app = api();
  const payer = await signedIn(app, "payer@waea.test");
  const child = await signedIn(app, "child@waea.test");
  const routes = async (who: typeof payer) =>
    (await who.get(`/customers/${who.uuid}/billing-routes`)).json() as {
      BillingRoutes: ReadonlyArray<BillingRoute>;
      CanInvite: boolean;
      CanRequest: boolean;
    };
  const requests = async (who: typeof payer, code?: string) =>
    (
      await who.get(
        `/customers/${who.uuid}/billing-routes/requests${code === undefined ? "" : `?ApprovalCode=${code}`}`,
      )
    ).json() as { Invites: ReadonlyArray<Approval>; Approvals: ReadonlyArray<Approval> };
  return { app, payer, child, routes, requests };
};

describe("billing routes (BR-01..03)", () => {
  it("each side sees the route its own way, with the rights the operator grants", async () => {
    const { payer, child, routes } = await setup();
    const paying = await routes(payer);
    expect(paying).toMatchObject({ CanInvite: true, CanRequest: true });
    expect(paying.BillingRoutes[0]).toMatchObject({
      RoutingType: "child",
      SpendLimit: 5000,
      RemainingSpendLimit: 3250,
      CreditAccount: { UUID: payer.uuid, Email: "payer@waea.test", Name: "Ruth Anderson" },
      DebitAccount: { UUID: child.uuid },
    });
    const paid = await routes(child);
    expect(paid).toMatchObject({ CanInvite: false, CanRequest: false });
    expect(paid.BillingRoutes[0]?.RoutingType).toBe("parent");
    expect((await child.get(`/customers/${payer.uuid}/billing-routes`)).status).toBe(403);
  });

  it("updates name, cycle, count and limit in cents; what is spent stays spent", async () => {
    const { payer, routes } = await setup();
    const route = (await routes(payer)).BillingRoutes[0];
    const url = `/customers/${payer.uuid}/billing-routes/${route?.UUID}`;
    const body = { Name: "Keri", SpendCycle: 7, SpendCycleCount: 4, SpendLimit: 10_000 };
    expect((await payer.put(url, body)).json()).toMatchObject({ ...body, RemainingSpendLimit: 8250 });
    expect((await payer.put(url, { ...body, Name: " " })).json()).toEqual({
      err_message: "Please, enter a name",
    });
    expect((await payer.put(url, { ...body, SpendLimit: -1 })).status).toBe(400);
    expect((await payer.put(url, { ...body, SpendLimit: 1.5 })).status).toBe(400);
  });

  it("only the payer changes a route's name and spend settings; the paid-for account is refused (BR-02)", async () => {
    const { app, payer, child, routes } = await setup();
    const route = (await routes(child)).BillingRoutes[0];
    const before = app.store.digest();
    const raised = await child.put(`/customers/${child.uuid}/billing-routes/${route?.UUID}`, {
      Name: "Mine now",
      SpendCycle: 1,
      SpendCycleCount: 1,
      SpendLimit: 999_999,
    });
    expect(raised.status).toBe(403);
    expect(raised.json()).toEqual({ err_message: "Only the paying account may change this billing route" });
    expect(app.store.digest()).toBe(before);
    expect((await routes(payer)).BillingRoutes[0]).toMatchObject({
      SpendLimit: 5000,
      RemainingSpendLimit: 3250,
    });
  });

  it("never removes the only valid billing method; the payer may remove it", async () => {
    const { app, payer, child, routes } = await setup();
    const route = (await routes(child)).BillingRoutes[0];
    const query = `?DebitAccount=${child.uuid}&CreditAccount=${payer.uuid}`;
    const before = app.store.digest();
    const refused = await child.del(`/customers/${child.uuid}/billing-routes/${route?.UUID}${query}`);
    expect(refused.json()).toEqual({
      err_message: "No billing route can be removed if it is the only valid method",
    });
    const wrong = await payer.del(
      `/customers/${payer.uuid}/billing-routes/${route?.UUID}?DebitAccount=x&CreditAccount=y`,
    );
    expect(wrong.status).toBe(400);
    expect(app.store.digest()).toBe(before);
    expect((await payer.del(`/customers/${payer.uuid}/billing-routes/${route?.UUID}${query}`)).status).toBe(
      204,
    );
    expect((await routes(child)).BillingRoutes).toEqual([]);
  });
});

describe("invites, requests and approvals (BR-01, BR-04)", () => {
  it("approving member@'s request opens a route paid by payer@ with the spend settings chosen", async () => {
    const { app, payer, requests } = await setup();
    const member = await signedIn(app, "member@waea.test");
    const pending = (await requests(payer)).Approvals.find((a) => a.Status === "REQUEST");
    expect(pending?.RequestedByCustomerName).toBe("Pita Williams");
    const answer = await payer.post(`/customers/${payer.uuid}/billing-routes/approval/action`, {
      Action: "APPROVE",
      ApprovalUUID: pending?.UUID,
      Type: "request",
      Name: "Pita",
      SpendLimit: 2000,
      SpendCycle: 28,
      SpendCycleCount: 1,
    });
    expect(answer.json().Status).toBe("APPROVED");
    const seen = (await member.get(`/customers/${member.uuid}/billing-routes`)).json();
    expect(seen.BillingRoutes[0]).toMatchObject({
      RoutingType: "parent",
      Name: "Pita",
      SpendLimit: 2000,
      RemainingSpendLimit: 2000,
      CreditAccount: { UUID: payer.uuid },
    });
    const again = await payer.post(`/customers/${payer.uuid}/billing-routes/approval/action`, {
      Action: "REJECT",
      ApprovalUUID: pending?.UUID,
    });
    expect(again.json()).toEqual({ err_message: "This invite or request has already been answered" });
  });

  it("an invite expires an hour after sending by the world's clock", async () => {
    const { app, payer, requests } = await setup();
    const pending = (await requests(payer)).Approvals.find((a) => a.Status === "REQUEST");
    // member@'s request was sent 10 minutes before the world's start.
    app.clock.advance(50 * MINUTE);
    const before = app.store.digest();
    const late = await payer.post("/v3/67/customer/approval/action", {
      Action: "APPROVE",
      ApprovalUUID: pending?.UUID,
    });
    expect(late.json()).toEqual({ err_message: "This invite or request has expired" });
    expect(app.store.digest()).toBe(before);
  });

  it("sends an invite with the right only, to an e-mail or number, once; expiry by the server's clock", async () => {
    const { app, payer, child } = await setup();
    const send = (who: typeof payer, body: Record<string, unknown>) =>
      who.post("/v3/67/customer/approval", {
        SPID: 67,
        CustomerUUID: who.uuid,
        Description: "",
        ExpiresAtNanos: 1,
        ApprovalType: "BILLING_INVITE",
        ...body,
      });
    expect((await send(child, { RequestedTo: "fibre@waea.test" })).json()).toEqual({
      err_message: "You are not allowed to create this kind of billing route",
    });
    expect((await send(payer, { RequestedTo: "" })).json()).toEqual({ err_message: "No params" });
    expect((await send(payer, { RequestedTo: "not an address" })).status).toBe(400);
    expect((await send(payer, { RequestedTo: "payer@waea.test" })).status).toBe(400);
    expect((await send(payer, { RequestedTo: "child@waea.test" })).status).toBe(409);
    const sent = (await send(payer, { RequestedTo: demoIds(app, "fwa").msisdn })).json() as Approval;
    expect(sent).toMatchObject({
      Status: "REQUEST",
      CustomerUUID: payer.uuid,
      RequestedByCustomerName: "Ruth Anderson",
    });
    expect(sent.ExpiresAtNanos).toBe((app.clock.nowMillis() + HOUR) * 1_000_000);
    // The link's code is random, not worked out from the UUID.
    expect(sent.ApprovalCode).toMatch(/^AP-[0-9A-F]{32}$/);
    expect(sent.ApprovalCode).not.toContain(sent.UUID.slice(0, 8).toUpperCase());
    expect((await send(payer, { RequestedTo: demoIds(app, "fwa").msisdn })).status).toBe(409);
  });

  it("approves by the code of a link, also when sent to someone not yet a customer", async () => {
    const { app, payer, requests } = await setup();
    const invite = (await requests(payer)).Invites.find(
      (a) => a.RequestedTo === "nana.anderson@example.co.nz",
    );
    const nocard = await signedIn(app, "nocard@waea.test");
    expect((await requests(nocard)).Approvals).toEqual([]);
    const found = await requests(nocard, invite?.ApprovalCode ?? "");
    expect(found.Approvals.map((a) => a.UUID)).toEqual([invite?.UUID]);
    expect((await requests(payer, invite?.ApprovalCode ?? "")).Approvals).toEqual([]);
    const accepted = await nocard.post(`/customers/${nocard.uuid}/billing-routes/approval/action`, {
      Action: "APPROVE",
      ApprovalUUID: invite?.UUID,
      Type: "invite",
      ApprovalCode: invite?.ApprovalCode,
    });
    expect(accepted.json().Status).toBe("APPROVED");
    const route = (await nocard.get(`/customers/${nocard.uuid}/billing-routes`)).json().BillingRoutes[0];
    expect(route).toMatchObject({ RoutingType: "parent", CreditAccount: { UUID: payer.uuid } });
  });

  it("an approval's UUID is not its token: without the code nobody it was not sent to reads or answers it (BR-04)", async () => {
    const { app, payer, requests } = await setup();
    const invite = (await requests(payer)).Invites.find(
      (a) => a.RequestedTo === "nana.anderson@example.co.nz",
    );
    const fibre = await signedIn(app, "fibre@waea.test");
    const before = app.store.digest();
    // Reading it would show the e-mail address it was sent to.
    const read = await fibre.get(`/v3/67/customer/approval/${invite?.UUID}`);
    expect([read.status, read.body]).toEqual([404, JSON.stringify({ err_message: "Object not found" })]);
    expect((await requests(fibre, invite?.UUID ?? "")).Approvals).toEqual([]);
    const byUuid = await fibre.post(`/customers/${fibre.uuid}/billing-routes/approval/action`, {
      Action: "APPROVE",
      ApprovalUUID: invite?.UUID,
      Type: "invite",
    });
    expect(byUuid.status).toBe(403);
    const wrongCode = await fibre.post(`/customers/${fibre.uuid}/billing-routes/approval/action`, {
      Action: "APPROVE",
      ApprovalUUID: invite?.UUID,
      ApprovalCode: invite?.UUID,
    });
    expect(wrongCode.status).toBe(403);
    const service = await fibre.post("/v3/67/customer/approval/action", {
      Action: "APPROVE",
      ApprovalUUID: invite?.UUID,
    });
    expect(service.status).toBe(404);
    expect(app.store.digest()).toBe(before);
  });

  it("the sender changes, ends, withdraws and purges; others see a 404", async () => {
    const { app, payer, requests } = await setup();
    const invite = (await requests(payer)).Invites.find((a) => a.Status === "REQUEST");
    const url = `/v3/67/customer/approval/${invite?.UUID}`;
    const member = await signedIn(app, "member@waea.test");
    const fibre = await signedIn(app, "fibre@waea.test");
    // Sent to someone not yet a customer: only its sender reads and changes it.
    expect((await member.get(url)).status).toBe(404);
    expect((await member.put(url, { Description: "mine" })).status).toBe(404);
    const request = (await requests(payer)).Approvals[0];
    expect((await fibre.get(`/v3/67/customer/approval/${request?.UUID}`)).status).toBe(404);
    expect((await payer.put(url, { Description: "Nana" })).json().Description).toBe("Nana");
    const later = (app.clock.nowMillis() + 2 * HOUR) * 1_000_000;
    expect((await payer.put(url, { ExpiresAtNanos: later })).status).toBe(400);
    expect((await payer.del(`${url}/purge`)).status).toBe(400);
    const ended = (await payer.post(`${url}/expire`, {})).json() as Approval;
    expect(ended.ExpiresAtNanos).toBe(app.clock.nowMillis() * 1_000_000);
    expect((await payer.del(`${url}/purge`)).status).toBe(204);
    expect((await payer.get(url)).status).toBe(404);
    const listed = (await payer.get(`/v3/67/customer/approval?CustomerUUID=${payer.uuid}`)).json();
    expect(listed.Approvals.length).toBeGreaterThan(0);
    expect((await fibre.get(`/v3/67/customer/approval?CustomerUUID=${payer.uuid}`)).status).toBe(403);
  });
});
