import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { loadBillingRoutes } from "@waea/domain/billing-routes";
import { SPID } from "@waea/domain/config";
import {
  addMobileGroupMember,
  answerGroupInvite,
  createMobileGroup,
  inviteToGroup,
  leaveGroup,
  loadGroupInvites,
  loadMobileGroups,
  removeMobileGroupMember,
  type MobileGroup,
} from "@waea/domain/groups";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { acceptInvite, serviceOf, type Service } from "./group-people";

const api = withFakeApi();

const servicesOf = (group: MobileGroup | undefined) => group?.Members.map((m) => m.MobileProductUUID) ?? [];

/** leader@ and member@ with the mobile group leader@'s service owns (the seeded "Williams mobiles", two services). */
const williams = async () => {
  const leader = await signedIn(api(), "leader@waea.test");
  const member = await signedIn(api(), "member@waea.test");
  const [leaderService, memberService] = [await serviceOf(leader), await serviceOf(member)];
  const [group] = await leader.run(loadMobileGroups(leader.customer, leaderService.uuid));
  if (group === undefined) throw new Error("leader@'s service owns a mobile group in the demo world");
  return { leader, member, leaderService, memberService, group };
};

/**
 * The leader adds prepay@'s service through the use case (the check, then the invite) and prepay@ accepts: three
 * services.
 */
const withPrepay = async (leader: Customer, group: MobileGroup) => {
  const prepay = await signedIn(api(), "prepay@waea.test");
  const service: Service = await serviceOf(prepay);
  const body = { SPID, UUID: group.UUID, CustomerUUID: prepay.customer, MobileProductUUID: service.uuid };
  const invite = await leader.run(addMobileGroupMember(body));
  expect(invite).toMatchObject({
    ApprovalType: "MOBILEGROUP_INVITE",
    Status: "REQUEST",
    RequestedTo: service.uuid,
  });
  await acceptInvite(prepay, "mobile", invite);
  const groups = await leader.run(loadMobileGroups(leader.customer, group.MobileProductUUID));
  const bigger = groups.find((g) => g.UUID === group.UUID);
  if (bigger === undefined) throw new Error(`leader@ no longer has mobile group ${group.UUID}`);
  return { prepay, service, body, bigger };
};

describe("mobile groups (GRP-02)", () => {
  it("create, billing invite, accept: the invitee's service joins and the leader pays its bill", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const payg = await signedIn(api(), "payg@waea.test");
    const [leaderService, paygService] = [await serviceOf(leader), await serviceOf(payg)];
    const group = await leader.run(
      createMobileGroup(SPID, leader.customer, leaderService.uuid, "Whānau mobiles"),
    );
    await leader.run(
      inviteToGroup({
        spid: SPID,
        customerUuid: leader.customer,
        productUuid: leaderService.uuid,
        groupUuid: group.UUID,
        requestedTo: "payg@waea.test",
        group: "mobile",
        billing: true,
      }),
    );
    const [incoming] = (await payg.run(loadGroupInvites("mobile", payg.customer))).incoming;
    if (incoming === undefined) throw new Error("expected payg@'s incoming mobile group invite");
    expect(incoming).toMatchObject({ state: "pending", billing: true });
    await payg.run(answerGroupInvite(incoming, true));
    const groups = await payg.run(loadMobileGroups(payg.customer, paygService.uuid));
    expect(groups.map(servicesOf)).toEqual([[leaderService.uuid, paygService.uuid]]);
    const { routes } = await payg.run(loadBillingRoutes(payg.customer));
    expect(routes.map((r) => [r.RoutingType, r.CreditAccount.UUID])).toEqual([["parent", leader.customer]]);
  });

  it("a customer without a mobile service cannot be invited to a mobile group", async () => {
    const { leader, leaderService, group } = await williams();
    const invite = {
      spid: SPID,
      customerUuid: leader.customer,
      productUuid: leaderService.uuid,
      groupUuid: group.UUID,
      requestedTo: "fibre@waea.test",
      group: "mobile",
    } as const;
    expect(await leader.attempt(inviteToGroup(invite))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "ApiFailure",
          status: 400,
          message: "This account has no mobile service to add to the group",
        }),
      ),
    );
  });

  it("needs the current product for mobile group info; a service in no group has none", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(await prepay.attempt(loadMobileGroups(prepay.customer, undefined))).toEqual(
      Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_uuid" })),
    );
    expect(await prepay.run(loadMobileGroups(prepay.customer, (await serviceOf(prepay)).uuid))).toEqual([]);
  });

  it("adds a service after the check; the same service twice is refused with the reason", async () => {
    const { leader, leaderService, memberService, group } = await williams();
    const { service, body, bigger } = await withPrepay(leader, group);
    expect(servicesOf(bigger)).toEqual([leaderService.uuid, memberService.uuid, service.uuid]);
    expect(await leader.attempt(addMobileGroupMember(body))).toEqual(
      Either.left(
        expect.objectContaining({ messageKey: "groups.member_not_allowed", message: "Already a member" }),
      ),
    );
  });

  it("the owner removes a service, then the group goes at 2", async () => {
    const { leader, member, leaderService, memberService, group } = await williams();
    const { prepay, service, bigger } = await withPrepay(leader, group);
    const input = {
      spid: SPID,
      customerUuid: leader.customer,
      groupUuid: group.UUID,
      memberCustomerUuid: prepay.customer,
      memberProductUuid: service.uuid,
    };
    const after = await leader.run(removeMobileGroupMember([bigger], input));
    expect(after.map(servicesOf)).toEqual([[leaderService.uuid, memberService.uuid]]);
    const gone = await leader.run(
      removeMobileGroupMember(after, {
        ...input,
        memberCustomerUuid: member.customer,
        memberProductUuid: memberService.uuid,
      }),
    );
    expect(gone).toEqual([]);
    expect(await leader.run(loadMobileGroups(leader.customer, leaderService.uuid))).toEqual([]);
    expect(
      await leader.attempt(removeMobileGroupMember([], { ...input, memberProductUuid: undefined })),
    ).toEqual(Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_uuid" })));
  });

  it("a member's service leaves; the group stays with the others", async () => {
    const { leader, member, leaderService, memberService, group } = await williams();
    const { service, bigger } = await withPrepay(leader, group);
    const left = await member.run(
      leaveGroup("mobile", [bigger], {
        spid: SPID,
        groupUuid: group.UUID,
        customerUuid: member.customer,
        productUuid: memberService.uuid,
      }),
    );
    expect(left).toEqual([]);
    const [after] = await leader.run(loadMobileGroups(leader.customer, leaderService.uuid));
    expect(servicesOf(after)).toEqual([leaderService.uuid, service.uuid]);
  });
});
