import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { SPID } from "@waea/domain/config";
import {
  answerGroupInvite,
  createCustomerGroup,
  inviteToGroup,
  loadCustomerGroups,
  loadGroupInvites,
} from "@waea/domain/groups";
import { FROZEN_AT, signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { memberIds, serviceOf } from "./group-people";

const api = withFakeApi();
const HOUR = 3_600_000;

const incomingOf = async (who: Customer) => {
  const [invite] = (await who.run(loadGroupInvites("customer", who.customer))).incoming;
  if (invite === undefined) throw new Error("expected an incoming customer group invite");
  return invite;
};

describe("customer group invites (GRP-01, GRP-04)", () => {
  it("create, invite, accept: the invitee becomes a member and the invite shows accepted", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const fibre = await signedIn(api(), "fibre@waea.test");
    const group = await leader.run(createCustomerGroup(SPID, leader.customer, "Kapa haka"));
    expect(group).toMatchObject({
      CustomerUUID: leader.customer,
      Name: "Kapa haka",
      CreatedAtNanos: FROZEN_AT * 1e6,
    });
    await leader.run(
      inviteToGroup({
        spid: SPID,
        customerUuid: leader.customer,
        groupUuid: group.UUID,
        requestedTo: "fibre@waea.test",
        group: "customer",
      }),
    );
    const sent = (await leader.run(loadGroupInvites("customer", leader.customer))).sent;
    expect(sent.map((v) => [v.approval.RequestedTo, v.state])).toEqual([
      ["fibre@waea.test", "pending"],
      ["payg@waea.test", "pending"],
    ]);
    const incoming = await incomingOf(fibre);
    expect(incoming).toMatchObject({ state: "pending", expired: false, billing: false });
    expect(incoming.approval.RequestedByCustomerName).toBe("Hana Williams");
    expect((await fibre.run(answerGroupInvite(incoming, true))).Status).toBe("APPROVED");
    const mine = await fibre.run(loadCustomerGroups(fibre.customer));
    expect(mine.map(memberIds)).toEqual([[leader.customer, fibre.customer]]);
    const answered = await incomingOf(fibre);
    expect(answered.state).toBe("accepted");
    expect(await fibre.attempt(answerGroupInvite(answered, false))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "GroupRefused",
          messageKey: "groups.invite_answered",
          message: "Approval already answered",
        }),
      ),
    );
  });

  it("a declined invite adds nobody", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const prepay = await signedIn(api(), "prepay@waea.test");
    const [group] = await leader.run(loadCustomerGroups(leader.customer));
    if (group === undefined) throw new Error("leader@ leads a customer group in the demo world");
    // Invited by the number of their mobile service, as a person would type it.
    const requestedTo = (await serviceOf(prepay)).localNumber;
    await leader.run(
      inviteToGroup({
        spid: SPID,
        customerUuid: leader.customer,
        groupUuid: group.UUID,
        requestedTo,
        group: "customer",
      }),
    );
    const incoming = await incomingOf(prepay);
    expect((await prepay.run(answerGroupInvite(incoming, false))).Status).toBe("REJECTED");
    expect(await prepay.run(loadCustomerGroups(prepay.customer))).toEqual([]);
    expect((await incomingOf(prepay)).state).toBe("declined");
    const [same] = await leader.run(loadCustomerGroups(leader.customer));
    expect(same?.Members).toHaveLength(2);
  });

  it("an invite past its hour shows expired and cannot be answered", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    // postpay@ invited leader@ to its flat's group 5 minutes before the world's start.
    expect((await incomingOf(leader)).expired).toBe(false);
    api().clock.advance(HOUR);
    const late = await incomingOf(leader);
    expect(late).toMatchObject({ state: "pending", expired: true });
    expect(await leader.attempt(answerGroupInvite(late, true))).toEqual(
      Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.invite_expired" })),
    );
  });

  it("a failing invite load gives empty lists", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const fibre = await signedIn(api(), "fibre@waea.test");
    // Another customer's invites are refused (403): the page shows none rather than an error.
    expect(await fibre.run(loadGroupInvites("customer", leader.customer))).toEqual({
      incoming: [],
      sent: [],
    });
  });

  it("refuses an invite without RequestedTo before calling the operator", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    expect(
      await leader.attempt(
        inviteToGroup({ spid: SPID, customerUuid: leader.customer, groupUuid: "g1", group: "customer" }),
      ),
    ).toEqual(Either.left(expect.objectContaining({ _tag: "GroupRefused", messageKey: "groups.no_params" })));
  });
});
