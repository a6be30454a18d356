import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { CustomerApi } from "@waea/domain/profile/api";
import { authRequest, signIn, syncAuthRolesForCustomers } from "@waea/domain/session";
import { AuthApi, type AuthApiService } from "@waea/domain/session/api";
import { DEMO_PASSWORD, signedIn, useFakeApi, visitor } from "../support/fake-api";

const api = useFakeApi();

const MINUTE = 60 * 1000;
const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });
const auth = <A, E>(call: (port: AuthApiService) => Effect.Effect<A, E>) => Effect.flatMap(AuthApi, call);

describe("the operator's sign-in (AUTH-01, AUTH-02, AUTH-05)", () => {
  it("AUTH-01: sends roles only when asked, and refuses a blank password with the spec's text", async () => {
    const browser = visitor(api());
    const plain = await browser.run(
      auth((port) => port.signIn({ ...local("prepay@waea.test", DEMO_PASSWORD), IncludeRoles: false })),
    );
    expect(plain.AuthResponse).toBeUndefined();
    expect(await browser.attempt(signIn(local("prepay@waea.test", " ")))).toMatchObject({
      left: { status: 400, message: "The email address or password is invalid" },
    });
  });

  it("AUTH-05: keeps the sign-up's opt-ins, sent as 2 or 0, as the new account's notification flags", async () => {
    const request = authRequest({
      provider: "LOCAL",
      authId: "rewi@example.nz",
      code: "Secret-Pass-2026",
      signUp: { firstName: "Rewi", lastName: "Tane", specialOffers: false, newsletters: true },
    });
    const created = await visitor(api()).run(signIn(request));
    // What the operator keeps is read back only by the operator's own records: no call returns the flags.
    expect(api().store.world.profile.notifications[created.AuthResponse?.CustomerUUID ?? ""]).toEqual({
      NotifySpecialOffers: 0,
      NotifyNewsletters: 2,
    });
  });

  it("AUTH-02: a one-time code signs in once, lapses after ten minutes, and needs an address", async () => {
    const browser = visitor(api());
    const ask = () =>
      browser.run(auth((port) => port.requestOneTimeCode({ SPID: 67, Email: "payg@waea.test" })));
    expect(await ask()).toEqual({ Email: "payg@waea.test", ExpiresAt: "2026-11-21T10:10:00.000Z" });
    const first = api().codes("payg@waea.test").oneTimeCode ?? "";
    expect((await browser.run(signIn(local("payg@waea.test", first)))).Email).toBe("payg@waea.test");
    expect(await browser.attempt(signIn(local("payg@waea.test", first)))).toMatchObject({
      left: { status: 400 },
    });
    await ask();
    api().clock.advance(10 * MINUTE + 1);
    const lapsed = api().codes("payg@waea.test").oneTimeCode ?? "";
    expect(await browser.attempt(signIn(local("payg@waea.test", lapsed)))).toMatchObject({
      left: { status: 400 },
    });
    expect(
      await browser.attempt(auth((port) => port.requestOneTimeCode({ SPID: 67, Email: " " }))),
    ).toMatchObject({ left: { status: 400, message: "no payload" } });
  });
});

describe("the signed-in customer's identity calls (AUTH-12, AUTH-13)", () => {
  it("AUTH-13: a resent e-mail verification code replaces the first; a blank one is 'No Code'", async () => {
    const ana = await signedIn(api(), "unverified@waea.test");
    const uuid = ana.customer;
    const secret = () => api().codes("unverified@waea.test").emailVerificationSecrets[uuid] ?? "";
    const confirm = (Secret: string) =>
      ana.attempt(auth((port) => port.confirmEmailVerification({ CustomerUUID: uuid, Secret })));
    expect(await ana.run(auth((port) => port.sendEmailVerification(uuid)))).toEqual({
      CustomerUUID: uuid,
      EmailVerified: false,
    });
    const first = secret();
    await ana.run(auth((port) => port.resendEmailVerification(uuid)));
    expect(secret()).not.toBe(first);
    expect(await confirm(first)).toMatchObject({
      left: { status: 400, message: "The verification code is incorrect, please use the right code." },
    });
    expect(await confirm(" ")).toMatchObject({ left: { status: 400, message: "No Code" } });
    expect(await confirm(secret())).toMatchObject({ right: { CustomerUUID: uuid, EmailVerified: true } });
  });

  it("AUTH-13: a wrong MFA code is refused; an invitation needs a code and names the account it brings", async () => {
    const pita = await signedIn(api(), "member@waea.test");
    expect(
      await pita.attempt(auth((port) => port.confirmMfaCode(pita.customer, { code: "123" }))),
    ).toMatchObject({ left: { status: 400 } });
    expect(await pita.attempt(auth((port) => port.acceptInvitation({ code: " " })))).toMatchObject({
      left: { status: 400, message: "No Code" },
    });
    const accepted = await pita.run(auth((port) => port.acceptInvitation({ code: "DEMO-INV-0001" })));
    expect(accepted.CustomerUUID).not.toBe(pita.customer);
    expect(
      await pita.attempt(auth((port) => port.acceptInvitation({ code: "DEMO-INV-0001" }))),
    ).toMatchObject({
      left: { status: 404 },
    });
  });

  it("AUTH-12: syncs the roles of the auth reply to each of the login's customer accounts", async () => {
    const rangi = await signedIn(api(), "multi@waea.test");
    const { CustomerUUIDs: accounts } = await rangi.run(
      Effect.flatMap(CustomerApi, (port) => port.customerUuids()),
    );
    expect(accounts).toHaveLength(3);
    const roles = rangi.auth.AuthResponse ?? { Roles: [] };
    await rangi.run(syncAuthRolesForCustomers(accounts, roles));
    expect(accounts.map((uuid) => api().store.world.core.authRoles[uuid])).toEqual([roles, roles, roles]);
  });
});
