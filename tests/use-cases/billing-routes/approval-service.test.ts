import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { inviteExpiresAtNanos, type ApprovalCreateRequest } from "@waea/domain/billing-routes";
import { BillingRoutesApi, type BillingRoutesApiService } from "@waea/domain/billing-routes/api";
import { SPID } from "@waea/domain/config";
import { FROZEN_AT, signedIn, withFakeApi, type Customer } from "../support/fake-api";

// The approval service's calls that no use case makes yet (withdraw, end, purge, read): what the domain's in-memory
// twin asserted of itself, held here against the fake API through the HTTP adapter.
const api = withFakeApi();

const calls =
  (who: Customer) =>
  <A, E>(call: (service: BillingRoutesApiService) => Effect.Effect<A, E>) =>
    who.attempt(Effect.flatMap(BillingRoutesApi, call));

const refusal = (status: number, message: string) =>
  Either.left(expect.objectContaining({ _tag: "ApiFailure", status, message }));

const inviteFrom = (who: Customer, requestedTo: string): ApprovalCreateRequest => ({
  SPID,
  CustomerUUID: who.customer,
  RequestedTo: requestedTo,
  Description: "",
  ExpiresAtNanos: inviteExpiresAtNanos(FROZEN_AT),
  ApprovalType: "BILLING_INVITE",
});

describe("the approval service (BR-04)", () => {
  it("refuses a sender that is missing, and finds no approval or route that is not there", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const call = calls(payer);
    expect(
      await call((s) => s.createApproval({ ...inviteFrom(payer, "fwa@waea.test"), CustomerUUID: "" })),
    ).toEqual(refusal(400, "No CustomerUUID"));
    expect(await call((s) => s.readApproval("no-such-approval"))).toEqual(refusal(404, "Object not found"));
    const terms = { Name: "x", SpendCycle: 1, SpendCycleCount: 1, SpendLimit: 100 };
    expect(await call((s) => s.updateRoute(payer.customer, "no-such-route", terms))).toEqual(
      refusal(404, "Object not found"),
    );
    const accounts = { DebitAccount: payer.customer, CreditAccount: payer.customer };
    expect(await call((s) => s.deleteRoute(payer.customer, "no-such-route", accounts))).toEqual(
      refusal(404, "Object not found"),
    );
  });

  it("keeps what the sender sent: listed, described, read, then withdrawn", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const call = calls(payer);
    const sent = Either.getOrThrow(await call((s) => s.approvalInvite(inviteFrom(payer, "fwa@waea.test"))));
    expect(sent).toMatchObject({
      Status: "REQUEST",
      ApprovalCode: expect.stringMatching(/^AP-[0-9A-F]{32}$/),
    });
    const listed = Either.getOrThrow(await call((s) => s.listApprovals(payer.customer)));
    expect(listed.Approvals.map((a) => a.UUID)).toContain(sent.UUID);
    const theirs = Either.getOrThrow(await call((s) => s.invitesApprovals(payer.customer)));
    expect(theirs.Invites.map((a) => a.UUID)).toContain(sent.UUID);
    await call((s) => s.updateApproval(sent.UUID, { Description: "Your mobile" }));
    expect(Either.getOrThrow(await call((s) => s.readApproval(sent.UUID))).Description).toBe("Your mobile");
    expect(Either.isRight(await call((s) => s.deleteApproval(sent.UUID)))).toBe(true);
    expect(await call((s) => s.readApproval(sent.UUID))).toEqual(refusal(404, "Object not found"));
  });

  it("an approval the sender ended cannot be answered; it is purged once", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const fwa = await signedIn(api(), "fwa@waea.test");
    const call = calls(payer);
    const sent = Either.getOrThrow(await call((s) => s.approvalInvite(inviteFrom(payer, "fwa@waea.test"))));
    const ended = Either.getOrThrow(await call((s) => s.expireApproval(sent.UUID)));
    expect(ended.ExpiresAtNanos).toBe(FROZEN_AT * 1e6);
    expect(await calls(fwa)((s) => s.approvalAction({ Action: "APPROVE", ApprovalUUID: sent.UUID }))).toEqual(
      refusal(400, "This invite or request has expired"),
    );
    expect(Either.isRight(await call((s) => s.purgeApproval(sent.UUID)))).toBe(true);
    expect(await call((s) => s.purgeApproval(sent.UUID))).toEqual(refusal(404, "Object not found"));
  });
});
