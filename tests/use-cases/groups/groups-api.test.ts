import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { inviteExpiresAtNanos, type ApprovalCreateRequest } from "@waea/domain/billing-routes";
import { SPID } from "@waea/domain/config";
import { loadCustomerGroups, loadGroupInvites } from "@waea/domain/groups";
import { GroupsApi, type GroupsApiService } from "@waea/domain/groups/api";
import { FROZEN_AT, signedIn, useFakeApi } from "../support/fake-api";

// The operator's answers to group calls that no use case makes in these shapes, held against the fake API through
// the HTTP adapter.
const api = useFakeApi();
const HOUR = 3_600_000;

const refusal = (status: number, message: string) =>
  Either.left(expect.objectContaining({ _tag: "ApiFailure", status, message }));

describe("the operator's refusals of group calls (GRP-01, GRP-02, GRP-04)", () => {
  it("refuses a mobile group without a service, and reads no group that is not there", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const groups = (call: (service: GroupsApiService) => Effect.Effect<unknown, unknown>) =>
      leader.attempt(Effect.flatMap(GroupsApi, call));
    expect(
      await groups((g) =>
        g.createMobileGroup({ SPID, CustomerUUID: leader.customer, MobileProductUUID: "" }),
      ),
    ).toEqual(refusal(400, "No UUID"));
    expect(await groups((g) => g.readMobileGroup("no-such-group"))).toEqual(refusal(404, "Object not found"));
    expect(await groups((g) => g.readCustomerGroup("no-such-group"))).toEqual(
      refusal(404, "Object not found"),
    );
    expect(
      await groups((g) =>
        g.checkMobileGroupMember({
          SPID,
          UUID: "no-such-group",
          CustomerUUID: leader.customer,
          MobileProductUUID: "p",
        }),
      ),
    ).toEqual(refusal(404, "Object not found"));
  });

  it("refuses an invite to nobody or to no group, and an answer to no invite", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const [group] = await leader.run(loadCustomerGroups(leader.customer));
    const invite: ApprovalCreateRequest = {
      SPID,
      CustomerUUID: leader.customer,
      RequestedTo: "fibre@waea.test",
      Description: "",
      ExpiresAtNanos: inviteExpiresAtNanos(FROZEN_AT),
      ApprovalType: "GROUP_INVITE",
      ResourceUUID: group?.UUID ?? "",
    };
    const send = (body: ApprovalCreateRequest) =>
      leader.attempt(Effect.flatMap(GroupsApi, (g) => g.sendGroupInvite(body)));
    expect(await send({ ...invite, RequestedTo: " " })).toEqual(refusal(400, "No params"));
    expect(await send({ ...invite, ResourceUUID: "no-such-group" })).toEqual(refusal(400, "No UUID"));
    expect(
      await leader.attempt(
        Effect.flatMap(GroupsApi, (g) =>
          g.answerGroupInvite({ Action: "APPROVE", ApprovalUUID: "no-such-invite" }),
        ),
      ),
    ).toEqual(refusal(404, "Object not found"));
  });

  it("refuses the answer to an invite past its hour, whatever the client thinks", async () => {
    const leader = await signedIn(api(), "leader@waea.test");
    const [incoming] = (await leader.run(loadGroupInvites("customer", leader.customer))).incoming;
    api().clock.advance(HOUR);
    expect(
      await leader.attempt(
        Effect.flatMap(GroupsApi, (g) =>
          g.answerGroupInvite({ Action: "APPROVE", ApprovalUUID: incoming?.approval.UUID ?? "" }),
        ),
      ),
    ).toEqual(refusal(400, "This invite or request has expired"));
  });
});
