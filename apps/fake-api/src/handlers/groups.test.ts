import { describe, expect, it } from "vitest";
import type { Approval } from "@waea/domain/billing-routes";
import type { CustomerGroup, CustomerGroupInfos, MobileGroupInfos } from "@waea/domain/groups";
import { demoIds, signedIn, useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async () => {
  const app = api();
  const leader = await signedIn(app, "leader@waea.test");
  const member = await signedIn(app, "member@waea.test");
  const ids = (key: string) => demoIds(app, key);
  const leaderGroup = async () =>
    ((await leader.get(`/v2/67/customer_group_info/${leader.uuid}`)).json() as CustomerGroupInfos)
      .CustomerGroupInfos[0] as CustomerGroup;
  return { app, leader, member, ids, leaderGroup };
};

type Login = Awaited<ReturnType<typeof signedIn>>;

/** The one invited accepts the invite the leader's add sent (GRP-04). */
const accept = async (who: Login, invite: { readonly UUID: string }) =>
  who.post("/v3/67/customer/approval/action", { Action: "APPROVE", ApprovalUUID: invite.UUID });

describe("customer groups (GRP-01)", () => {
  it("lists the groups a customer belongs to; none is the operator's 404 'Object not found'", async () => {
    const { app, leader, member, leaderGroup } = await setup();
    const group = await leaderGroup();
    expect(group).toMatchObject({ Name: "Williams whānau", CustomerUUID: leader.uuid });
    expect(group.Members.map((m) => m.FirstName)).toEqual(["Hana", "Pita"]);
    const info = (await member.get(`/v2/67/customer_group_info/${member.uuid}`)).json();
    expect(info.PageInfo).toEqual({
      PageNumber: 1,
      PageItemCount: 1,
      TotalPages: 1,
      TotalItemCount: 1,
      IndexStart: 0,
    });
    const payg = await signedIn(app, "payg@waea.test");
    const none = await payg.get(`/v2/67/customer_group_info/${payg.uuid}`);
    expect([none.status, none.json()]).toEqual([404, { err_message: "Object not found" }]);
    expect((await payg.get(`/v2/67/customer_group_info/${leader.uuid}`)).status).toBe(403);
    // payg@ was invited to the group, so it may see it; fibre@ was not.
    expect((await payg.get(`/v2/67/customer_group/${group.UUID}`)).status).toBe(200);
    const fibre = await signedIn(app, "fibre@waea.test");
    expect((await fibre.get(`/v2/67/customer_group/${group.UUID}`)).status).toBe(404);
    expect((await member.get(`/v2/67/customer_group/${group.UUID}`)).json().UUID).toBe(group.UUID);
  });

  it("a member leaves; a group of 2 goes with them; the leader cannot leave", async () => {
    const { app, leader, member, leaderGroup } = await setup();
    const group = await leaderGroup();
    const before = app.store.digest();
    const leaderLeaves = await leader.post("/v2/67/customer_group_leave", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: leader.uuid,
    });
    expect(leaderLeaves.status).toBe(400);
    expect(app.store.digest()).toBe(before);
    const missing = await member.post("/v2/67/customer_group_leave", {
      SPID: 67,
      UUID: "",
      CustomerUUID: member.uuid,
    });
    expect(missing.json()).toEqual({ err_message: "No UUID" });
    const left = await member.post("/v2/67/customer_group_leave", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: member.uuid,
    });
    expect(left.status).toBe(204);
    expect((await leader.get(`/v2/67/customer_group_info/${leader.uuid}`)).status).toBe(404);
  });

  it("only the leader adds and removes others; removal keeps a group of 3 and deletes one of 2", async () => {
    const { app, leader, member, ids, leaderGroup } = await setup();
    const group = await leaderGroup();
    const prepay = ids("prepay").customer;
    const byMember = await member.post("/v2/67/customer_group_member", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: prepay,
    });
    expect(byMember.status).toBe(403);
    const check = await leader.post("/v2/67/customer_group_member_check", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: member.uuid,
    });
    expect(check.json()).toEqual({ Allowed: false, Reason: "Already a member" });
    const added = await leader.post("/v2/67/customer_group_member", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: prepay,
    });
    expect((await accept(await signedIn(app, "prepay@waea.test"), added.json())).status).toBe(200);
    expect((await leaderGroup()).Members).toHaveLength(3);
    const remove = (actor: typeof leader, target: string) =>
      actor.post("/v2/67/customer_group_remove_other", {
        SPID: 67,
        UUID: group.UUID,
        CustomerUUID: actor.uuid,
        MemberCustomerUUID: target,
      });
    const before = app.store.digest();
    expect((await remove(member, prepay)).status).toBe(403);
    expect((await remove(member, leader.uuid)).status).toBe(403);
    expect((await remove(leader, leader.uuid)).status).toBe(400);
    expect(app.store.digest()).toBe(before);
    expect((await remove(leader, prepay)).json()).toEqual({ GroupDeleted: false });
    expect((await leaderGroup()).Members).toHaveLength(2);
    expect((await remove(leader, member.uuid)).json()).toEqual({ GroupDeleted: true });
    expect(app.store.world.groups.customerGroups[group.UUID]).toBeUndefined();
  });

  it("adding a member only invites them: nobody joins without accepting, and nothing of theirs comes back", async () => {
    const { app, leader, ids, leaderGroup } = await setup();
    const group = await leaderGroup();
    const prepay = await signedIn(app, "prepay@waea.test");
    const added = await leader.post("/v2/67/customer_group_member", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: ids("prepay").customer,
    });
    expect(added.status).toBe(200);
    const invite = added.json() as Approval;
    expect(invite).toMatchObject({
      ApprovalType: "GROUP_INVITE",
      Status: "REQUEST",
      RequestedTo: ids("prepay").customer,
      ResourceUUID: group.UUID,
      CustomerUUID: leader.uuid,
    });
    // The leader sent a UUID: the reply carries no name, e-mail or number of the one invited.
    expect(added.body).not.toMatch(/prepay@waea\.test|Aroha|Ngata/i);
    expect((await leaderGroup()).Members.map((m) => m.CustomerUUID)).not.toContain(prepay.uuid);
    const again = await leader.post("/v2/67/customer_group_member", {
      SPID: 67,
      UUID: group.UUID,
      CustomerUUID: prepay.uuid,
    });
    expect(again.status).toBe(409);
    const incoming = (
      await prepay.get(`/v3/67/customer/approval/customer/${prepay.uuid}/invites_approvals`)
    ).json() as { Approvals: ReadonlyArray<Approval> };
    expect(incoming.Approvals.map((a) => a.UUID)).toContain(invite.UUID);
    expect((await accept(prepay, invite)).json().Status).toBe("APPROVED");
    expect((await leaderGroup()).Members.map((m) => m.CustomerUUID)).toContain(prepay.uuid);
  });

  it("creates a group led by the customer; at most 6 members", async () => {
    const { app, leader, ids } = await setup();
    const created = (
      await leader.post("/v2/67/customer_group", { SPID: 67, CustomerUUID: leader.uuid, Name: " Kapa haka " })
    ).json();
    expect(created).toMatchObject({
      Name: "Kapa haka",
      CustomerUUID: leader.uuid,
      Members: [{ CustomerUUID: leader.uuid }],
    });
    for (const key of ["prepay", "postpay", "payg", "fwa", "fibre"]) {
      const invited = await leader.post("/v2/67/customer_group_member", {
        SPID: 67,
        UUID: created.UUID,
        CustomerUUID: ids(key).customer,
      });
      expect((await accept(await signedIn(app, `${key}@waea.test`), invited.json())).status).toBe(200);
    }
    const full = await leader.post("/v2/67/customer_group_member", {
      SPID: 67,
      UUID: created.UUID,
      CustomerUUID: ids("multi").customer,
    });
    expect(full.json().err_message).toMatch(/^Group is full/);
    expect((await leader.post("/v2/67/customer_group", { SPID: 66, CustomerUUID: leader.uuid })).status).toBe(
      400,
    );
    expect((await leader.post("/v2/67/customer_group", { SPID: 67, CustomerUUID: "" })).json()).toEqual({
      err_message: "No CustomerUUID",
    });
  });
});

describe("mobile groups (GRP-02)", () => {
  it("lists by service, and the owner removes another service", async () => {
    const { app, leader, member, ids } = await setup();
    const info = (
      await leader.get(
        `/v2/67/mobile_group_info?CustomerUUID=${leader.uuid}&MobileProductUUID=${ids("leader").product}`,
      )
    ).json() as MobileGroupInfos;
    const group = info.MobileGroupInfos[0];
    expect(group?.Members.map((m) => m.MobileProductUUID)).toEqual([
      ids("leader").product,
      ids("member").product,
    ]);
    expect(group?.Members[1]?.MSISDN).toBe(ids("member").msisdn);
    const other = await leader.get(
      `/v2/67/mobile_group_info?CustomerUUID=${leader.uuid}&MobileProductUUID=${ids("member").product}`,
    );
    expect(other.status).toBe(403);
    const body = { SPID: 67, UUID: group?.UUID, CustomerUUID: member.uuid, MemberCustomerUUID: leader.uuid };
    const before = app.store.digest();
    expect(
      (
        await member.post("/v2/67/mobile_group_remove_other", {
          ...body,
          MemberMobileProductUUID: ids("leader").product,
        })
      ).status,
    ).toBe(403);
    expect((await member.post("/v2/67/mobile_group_remove_other", body)).json()).toEqual({
      err_message: "No UUID",
    });
    expect(app.store.digest()).toBe(before);
    const removed = await leader.post("/v2/67/mobile_group_remove_other", {
      SPID: 67,
      UUID: group?.UUID,
      CustomerUUID: leader.uuid,
      MemberCustomerUUID: member.uuid,
      MemberMobileProductUUID: ids("member").product,
    });
    expect(removed.json()).toEqual({ GroupDeleted: true });
  });

  it("creates a group owned by one of the customer's services only", async () => {
    const { leader, ids } = await setup();
    const theirs = await leader.post("/v2/67/mobile_group", {
      SPID: 67,
      CustomerUUID: leader.uuid,
      MobileProductUUID: ids("member").product,
    });
    expect(theirs.status).toBe(400);
    const mine = await leader.post("/v2/67/mobile_group", {
      SPID: 67,
      CustomerUUID: leader.uuid,
      MobileProductUUID: ids("leader").product,
    });
    expect(mine.json().MobileProductUUID).toBe(ids("leader").product);
  });
});
