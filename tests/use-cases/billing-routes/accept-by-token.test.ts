import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { acceptRouteByToken } from "@waea/domain/billing-routes";
import { StorageKeys } from "@waea/domain/ports";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { routesPage } from "./route-people";

const api = withFakeApi();

/** The token a route link leaves in the session (the approval's code), as the shells keep it. */
const holdToken = (who: Customer, token: string) =>
  Effect.runPromise(who.storage.set(StorageKeys.routeApprovalToken, token));
const heldToken = (who: Customer) => Effect.runPromise(who.storage.get(StorageKeys.routeApprovalToken));

/** The code of the request member@ sent payer@ (pending): what the link in payer@'s e-mail carries. */
const memberRequestCode = async () => {
  const member = await signedIn(api(), "member@waea.test");
  const [request] = (await routesPage(member)).sent;
  if (request?.ApprovalCode === undefined) throw new Error("member@ asked payer@ to pay in the demo world");
  return { member, code: request.ApprovalCode };
};

describe("approving a route by the token held in the session (BR-04)", () => {
  it("does nothing without a token", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    expect(await payer.run(acceptRouteByToken(payer.customer))).toEqual(Option.none());
  });

  it("approves and removes the token", async () => {
    const { member, code } = await memberRequestCode();
    const payer = await signedIn(api(), "payer@waea.test");
    await holdToken(payer, code);
    const answered = await payer.run(acceptRouteByToken(payer.customer));
    expect(Option.map(answered, (a) => a.Status)).toEqual(Option.some("APPROVED"));
    expect(await heldToken(payer)).toEqual(Option.none());
    expect((await routesPage(member)).routes.map((r) => r.CreditAccount.UUID)).toEqual([payer.customer]);
  });

  it("approving a request by its link sets the spend settings the approver chose, as approving it in the list does", async () => {
    const { member, code } = await memberRequestCode();
    const payer = await signedIn(api(), "payer@waea.test");
    await holdToken(payer, code);
    const terms = { Name: "Pita's mobile", SpendCycle: "28", SpendCycleCount: "3", SpendLimitDollars: "25" };
    await payer.run(acceptRouteByToken(payer.customer, terms));
    expect((await routesPage(member)).routes).toEqual([
      expect.objectContaining({
        Name: "Pita's mobile",
        SpendCycle: 28,
        SpendCycleCount: 3,
        SpendLimit: 2500,
      }),
    ]);
  });

  it("settings the edit form would refuse are refused before the operator is asked: nothing opens and the token stays", async () => {
    const { member, code } = await memberRequestCode();
    const payer = await signedIn(api(), "payer@waea.test");
    await holdToken(payer, code);
    const terms = { Name: "Pita's mobile", SpendCycle: "", SpendCycleCount: "3", SpendLimitDollars: "25" };
    expect(await payer.attempt(acceptRouteByToken(payer.customer, terms))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RouteRefused", messageKey: "billing-routes.invalid_cycle" }),
      ),
    );
    expect((await routesPage(member)).routes).toEqual([]);
    expect(await heldToken(payer)).toEqual(Option.some(code));
  });

  it("approves the link of an invite sent to someone not yet a customer", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nana = (await routesPage(payer)).sent.find((a) => a.RequestedTo === "nana.anderson@example.co.nz");
    const nocard = await signedIn(api(), "nocard@waea.test");
    await holdToken(nocard, nana?.ApprovalCode ?? "");
    expect(Option.isSome(await nocard.run(acceptRouteByToken(nocard.customer)))).toBe(true);
    expect((await routesPage(nocard)).routes.map((r) => [r.RoutingType, r.CreditAccount.UUID])).toEqual([
      ["parent", payer.customer],
    ]);
  });

  it("an approval's UUID is not its token: the link of an unclaimed invite needs its code (BR-04)", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    const nana = (await routesPage(payer)).sent.find((a) => a.RequestedTo === "nana.anderson@example.co.nz");
    const nocard = await signedIn(api(), "nocard@waea.test");
    await holdToken(nocard, nana?.UUID ?? "");
    expect(await nocard.attempt(acceptRouteByToken(nocard.customer))).toEqual(
      Either.left(expect.objectContaining({ reason: "no_invite" })),
    );
    expect((await routesPage(nocard)).routes).toEqual([]);
  });

  it("fails with no_invite when nothing matches, dropping the stale token", async () => {
    const payer = await signedIn(api(), "payer@waea.test");
    await holdToken(payer, "AP-00000000");
    expect(await payer.attempt(acceptRouteByToken(payer.customer))).toEqual(
      Either.left(expect.objectContaining({ reason: "no_invite", message: "no_invite" })),
    );
    expect(await heldToken(payer)).toEqual(Option.none());
  });

  const acceptFailed = Either.left(
    expect.objectContaining({
      reason: "accept_failed",
      message: "acceptRouteByToken Error",
      messageKey: "billing-routes.accept_by_token_error",
    }),
  );

  it("fails with 'acceptRouteByToken Error' when the requests cannot be read, keeping the token", async () => {
    const { code } = await memberRequestCode();
    const payer = await signedIn(api(), "payer@waea.test");
    const nocard = await signedIn(api(), "nocard@waea.test");
    await holdToken(nocard, code);
    // Another customer's requests are refused (403).
    expect(await nocard.attempt(acceptRouteByToken(payer.customer))).toEqual(acceptFailed);
    expect(await heldToken(nocard)).toEqual(Option.some(code));
  });

  it("fails with 'acceptRouteByToken Error' when the operator refuses the answer, keeping the token", async () => {
    const { member, code } = await memberRequestCode();
    // member@ follows the link of its own request: the sender never answers it.
    await holdToken(member, code);
    expect(await member.attempt(acceptRouteByToken(member.customer))).toEqual(acceptFailed);
    expect(await heldToken(member)).toEqual(Option.some(code));
  });
});
