import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { SPID } from "@waea/domain/config";
import {
  addCustomerGroupMember,
  leaveGroup,
  loadCustomerGroups,
  removeCustomerGroupMember,
  type CustomerGroup,
} from "@waea/domain/groups";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { acceptInvite, memberIds } from "./group-people";

const api = withFakeApi();

/** leader@ and member@ with the group leader@ leads (the seeded "Williams whānau", the two of them). */
const williams = async () => {
  const leader = await signedIn(api(), "leader@waea.test");
  const member = await signedIn(api(), "member@waea.test");
  const [group] = await leader.run(loadCustomerGroups(leader.customer));
  if (group === undefined) throw new Error("leader@ leads a customer group in the demo world");
  return { leader, member, group };
};

/** The leader's group as the operator has it now. */
const current = async (leader: Customer, group: CustomerGroup): Promise<CustomerGroup> => {
  const found = (await leader.run(loadCustomerGroups(leader.customer))).find((g) => g.UUID === group.UUID);
  if (found === undefined) throw new Error(`leader@ no longer has group ${group.UUID}`);
  return found;
};

/** The leader adds prepay@ through the use case (the check, then the invite) and prepay@ accepts: three. */
const withPrepay = async (leader: Customer, group: CustomerGroup) => {
  const prepay = await signedIn(api(), "prepay@waea.test");
  const invite = await leader.run(
    addCustomerGroupMember({ SPID, UUID: group.UUID, CustomerUUID: prepay.customer }),
  );
  await acceptInvite(prepay, "customer", invite);
  return { prepay, bigger: await current(leader, group) };
};

const removal = (leader: Customer, group: CustomerGroup, memberCustomerUuid: string) => ({
  spid: SPID,
  customerUuid: leader.customer,
  groupUuid: group.UUID,
  memberCustomerUuid,
});

describe("customer groups (GRP-01)", () => {
  it("no group is an empty list; a missing customer is 'No CustomerUUID'; other errors reject", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    expect(await fibre.run(loadCustomerGroups(fibre.customer))).toEqual([]);
    expect(await fibre.attempt(loadCustomerGroups(undefined))).toEqual(
      Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_customer_uuid" })),
    );
    const { leader } = await williams();
    expect(await fibre.attempt(loadCustomerGroups(leader.customer))).toEqual(
      Either.left(expect.objectContaining({ _tag: "Forbidden" })),
    );
  });

  it("adding a member invites them; they join only when they accept (GRP-01, GRP-04)", async () => {
    const { leader, member, group } = await williams();
    const prepay = await signedIn(api(), "prepay@waea.test");
    const invite = await leader.run(
      addCustomerGroupMember({ SPID, UUID: group.UUID, CustomerUUID: prepay.customer }),
    );
    expect(invite).toMatchObject({
      ApprovalType: "GROUP_INVITE",
      Status: "REQUEST",
      RequestedTo: prepay.customer,
    });
    expect(memberIds(await current(leader, group))).toEqual([leader.customer, member.customer]);
    await acceptInvite(prepay, "customer", invite);
    expect(memberIds(await current(leader, group))).toEqual([
      leader.customer,
      member.customer,
      prepay.customer,
    ]);
  });

  it("adds a member after the check; the check's refusal carries the operator's reason", async () => {
    const { leader, member, group } = await williams();
    const { prepay, bigger } = await withPrepay(leader, group);
    expect(memberIds(bigger)).toEqual([leader.customer, member.customer, prepay.customer]);
    expect(
      await leader.attempt(addCustomerGroupMember({ SPID, UUID: group.UUID, CustomerUUID: prepay.customer })),
    ).toEqual(
      Either.left(
        expect.objectContaining({ messageKey: "groups.member_not_allowed", message: "Already a member" }),
      ),
    );
    // A group that does not exist is the operator's 404, not a refusal of the check.
    expect(
      await leader.attempt(
        addCustomerGroupMember({ SPID, UUID: "no-such-group", CustomerUUID: prepay.customer }),
      ),
    ).toEqual(
      Either.left(expect.objectContaining({ _tag: "ApiFailure", status: 404, message: "Object not found" })),
    );
  });

  it("refuses a seventh member", async () => {
    const { leader, group } = await williams();
    for (const email of ["prepay", "postpay", "payg", "fwa"].map((key) => `${key}@waea.test`)) {
      const joining = await signedIn(api(), email);
      const invite = await leader.run(
        addCustomerGroupMember({ SPID, UUID: group.UUID, CustomerUUID: joining.customer }),
      );
      await acceptInvite(joining, "customer", invite);
    }
    const seventh = await signedIn(api(), "fibre@waea.test");
    expect(
      await leader.attempt(
        addCustomerGroupMember({ SPID, UUID: group.UUID, CustomerUUID: seventh.customer }),
      ),
    ).toEqual(
      Either.left(
        expect.objectContaining({
          messageKey: "groups.member_not_allowed",
          message: "Group is full: a group has at most 6 members",
        }),
      ),
    );
  });

  it("removing from a group of 3 removes the member; from a group of 2 deletes the group", async () => {
    const { leader, member, group } = await williams();
    const { prepay, bigger } = await withPrepay(leader, group);
    const after = await leader.run(
      removeCustomerGroupMember([bigger], removal(leader, group, prepay.customer)),
    );
    expect(after.map(memberIds)).toEqual([[leader.customer, member.customer]]);
    const gone = await leader.run(removeCustomerGroupMember(after, removal(leader, group, member.customer)));
    expect(gone).toEqual([]);
    expect(await member.run(loadCustomerGroups(member.customer))).toEqual([]);
    expect(await leader.attempt(removeCustomerGroupMember([], undefined))).toEqual(
      Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_params" })),
    );
  });

  it("keeps the local list when the group removed from was not in it", async () => {
    const { leader, group } = await williams();
    const { prepay } = await withPrepay(leader, group);
    const other: CustomerGroup = { ...group, UUID: "another-group" };
    expect(
      await leader.run(removeCustomerGroupMember([other], removal(leader, group, prepay.customer))),
    ).toEqual([other]);
  });

  it("only the leader removes others, never itself, and only members", async () => {
    const { leader, member, group } = await williams();
    const { prepay } = await withPrepay(leader, group);
    const fibre = await signedIn(api(), "fibre@waea.test");
    const before = api().store.digest();
    const byMember = { ...removal(leader, group, prepay.customer), customerUuid: member.customer };
    expect(await member.attempt(removeCustomerGroupMember([group], byMember))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "Forbidden",
          message: "Only the group's leader or owner can remove other members",
        }),
      ),
    );
    expect(
      await leader.attempt(removeCustomerGroupMember([group], removal(leader, group, leader.customer))),
    ).toEqual(
      Either.left(
        expect.objectContaining({ status: 400, message: "To take yourself out of a group, leave it" }),
      ),
    );
    expect(
      await leader.attempt(removeCustomerGroupMember([group], removal(leader, group, fibre.customer))),
    ).toEqual(Either.left(expect.objectContaining({ status: 400, message: "Not a member of this group" })));
    expect(api().store.digest()).toBe(before);
  });

  it("leaving takes the group off the member's list; the leader cannot leave", async () => {
    const { leader, member, group } = await williams();
    const { prepay, bigger } = await withPrepay(leader, group);
    const leaving = { spid: SPID, groupUuid: group.UUID, customerUuid: member.customer };
    expect(await member.run(leaveGroup("customer", [bigger], leaving))).toEqual([]);
    const [left] = await leader.run(loadCustomerGroups(leader.customer));
    expect(left === undefined ? [] : memberIds(left)).toEqual([leader.customer, prepay.customer]);
    expect(
      await leader.attempt(leaveGroup("customer", [bigger], { ...leaving, customerUuid: leader.customer })),
    ).toEqual(
      Either.left(
        expect.objectContaining({
          status: 400,
          message: "The group's leader or owner cannot leave it: remove the other members instead",
        }),
      ),
    );
    expect(
      await leader.attempt(leaveGroup("customer", [bigger], { spid: SPID, customerUuid: leader.customer })),
    ).toEqual(Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_uuid" })));
  });
});
