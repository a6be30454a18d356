import { describe, expect, it } from "vitest";
import type { Approval, InvitesApprovals } from "@waea/domain/billing-routes";
import { groupInvites } from "@waea/domain/groups";
import { demoIds, signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async () => {
  const app = api();
  const leader = await signedIn(app, "leader@waea.test");
  const ids = (key: string) => demoIds(app, key);
  const invites = async (who: typeof leader) =>
    (
      await who.get(`/v3/67/customer/approval/customer/${who.uuid}/invites_approvals`)
    ).json() as InvitesApprovals;
  const groupOf = (key: "leaderCustomerGroup" | "leaderMobileGroup") =>
    Object.values(
      key === "leaderCustomerGroup"
        ? app.store.world.groups.customerGroups
        : app.store.world.groups.mobileGroups,
    ).find((group) => group.CustomerUUID === ids("leader").customer)?.UUID ?? "";
  return { app, leader, ids, invites, groupOf };
};

describe("group invites through the approval service (GRP-02, GRP-04)", () => {
  it("shows incoming and sent invites; accepting joins the group", async () => {
    const { app, leader, invites } = await setup();
    const reply = await invites(leader);
    const view = groupInvites(reply, "customer", leader.uuid, app.clock.nowMillis());
    expect(view.incoming.map((i) => [i.state, i.approval.RequestedByCustomerName])).toEqual([
      ["pending", "Tama Wiremu"],
    ]);
    expect(view.sent.map((i) => i.approval.RequestedTo)).toEqual(["payg@waea.test"]);
    const mobile = groupInvites(reply, "mobile", leader.uuid, app.clock.nowMillis());
    expect(mobile.sent.map((i) => [i.state, i.billing])).toEqual([
      ["pending", true],
      ["declined", false],
    ]);
    const incoming = view.incoming[0]?.approval as Approval;
    const answered = await leader.post("/v3/67/customer/approval/action", {
      Action: "APPROVE",
      ApprovalUUID: incoming.UUID,
    });
    expect(answered.json().Status).toBe("APPROVED");
    const groups = (await leader.get(`/v2/67/customer_group_info/${leader.uuid}`)).json();
    expect(groups.CustomerGroupInfos.map((g: { Name: string }) => g.Name)).toEqual([
      "Williams whānau",
      "Wiremu flat",
    ]);
  });

  it("declining changes only the answer; the sender cannot answer its own", async () => {
    const { app, leader, invites } = await setup();
    const sent = (await invites(leader)).Invites.find((a) => a.RequestedTo === "payg@waea.test");
    const own = await leader.post("/v3/67/customer/approval/action", {
      Action: "APPROVE",
      ApprovalUUID: sent?.UUID,
    });
    expect(own.status).toBe(400);
    const payg = await signedIn(app, "payg@waea.test");
    const declined = await payg.post("/v3/67/customer/approval/action", {
      Action: "REJECT",
      ApprovalUUID: sent?.UUID,
    });
    expect(declined.json().Status).toBe("REJECTED");
    expect((await payg.get(`/v2/67/customer_group_info/${payg.uuid}`)).status).toBe(404);
    const none = await payg.post("/v3/67/customer/approval/action", { Action: "APPROVE", ApprovalUUID: " " });
    expect(none.json()).toEqual({ err_message: "No UUID" });
  });

  it("only the leader invites, nobody already in the group, and once", async () => {
    const { app, leader, ids, groupOf } = await setup();
    const member = await signedIn(app, "member@waea.test");
    const invite = (who: typeof leader, to: string) =>
      who.post("/v3/67/customer/approval/invite", {
        SPID: 67,
        CustomerUUID: who.uuid,
        RequestedTo: to,
        Description: "Join us",
        ExpiresAtNanos: 0,
        ApprovalType: "GROUP_INVITE",
        ResourceUUID: groupOf("leaderCustomerGroup"),
      });
    const before = app.store.digest();
    expect((await invite(member, "fwa@waea.test")).status).toBe(403);
    expect((await invite(leader, "member@waea.test")).json()).toEqual({ err_message: "Already a member" });
    expect(app.store.digest()).toBe(before);
    expect((await invite(leader, ids("fwa").customer)).status).toBe(200);
    expect((await invite(leader, ids("fwa").customer)).status).toBe(409);
  });

  it("a mobile billing invite adds the service and routes its bill to the leader", async () => {
    const { app, leader, ids, groupOf } = await setup();
    const sent = await leader.post("/v3/67/customer/approval/invite", {
      SPID: 67,
      CustomerUUID: leader.uuid,
      RequestedByProductUUID: ids("leader").product,
      RequestedTo: `0${ids("prepay").msisdn.slice(2)}`,
      Description: "We pay",
      ExpiresAtNanos: 0,
      ApprovalType: "MOBILEGROUP_BILLING_INVITE",
      ResourceUUID: groupOf("leaderMobileGroup"),
    });
    const prepay = await signedIn(app, "prepay@waea.test");
    const incoming = await prepay.get(`/v3/67/customer/approval/customer/${prepay.uuid}/invites_approvals`);
    expect(incoming.json().Approvals.map((a: Approval) => a.UUID)).toContain(sent.json().UUID);
    await prepay.post("/v3/67/customer/approval/action", {
      Action: "APPROVE",
      ApprovalUUID: sent.json().UUID,
    });
    const info = await prepay.get(
      `/v2/67/mobile_group_info?CustomerUUID=${prepay.uuid}&MobileProductUUID=${ids("prepay").product}`,
    );
    expect(info.json().MobileGroupInfos[0].Members).toHaveLength(3);
    const routes = (await prepay.get(`/customers/${prepay.uuid}/billing-routes`)).json();
    expect(routes.BillingRoutes[0]).toMatchObject({
      RoutingType: "parent",
      CreditAccount: { UUID: leader.uuid },
    });
  });
});
