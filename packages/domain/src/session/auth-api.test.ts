import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { SPID } from "../config";
import {
  AuthApi,
  AuthRequest,
  authRequest,
  optIn,
  requireInvitationCustomer,
  syncAuthRolesForCustomers,
} from "./auth-api";
import { makeMemoryAuthApi, memoryAuthApiLayer } from "./auth-api-memory";
import { isTokenValid } from "./token";

const start = Date.parse("2026-11-21T10:00:00Z");
const aroha = {
  AuthID: "aroha@example.nz",
  UUID: "cust-aroha",
  Password: "Kia-ora-2026",
  FirstName: "Aroha",
  LastName: "Ngata",
  Email: "aroha@example.nz",
  Roles: ["customer", "group_owner"],
};
const setup = () => {
  // The in-memory operator's own time, moved by the test.
  let now = start;
  const advance = (millis: number) => {
    now += millis;
  };
  const api = makeMemoryAuthApi({
    nowMillis: () => now,
    accounts: [aroha],
    invitations: { "INV-OK": "cust-aroha", "INV-EMPTY": undefined },
  });
  return { advance, api };
};
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const failure = <A, E>(effect: Effect.Effect<A, E>) => {
  const result = run(effect);
  return Either.isLeft(result) ? result.left : undefined;
};
const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });

describe("auth request bodies", () => {
  it("carry SPID 67, ask for roles and send opt-ins as 2 or 0", () => {
    const body = authRequest({
      provider: "LOCAL",
      authId: "new@example.nz",
      code: "pw",
      signUp: {
        firstName: "Mere",
        lastName: "Te Rangi",
        email: "new@example.nz",
        specialOffers: true,
        newsletters: false,
      },
    });
    expect(body).toEqual({
      IdentityProvider: "LOCAL",
      AuthID: "new@example.nz",
      AuthCode: "pw",
      SPID,
      IncludeRoles: true,
      FirstName: "Mere",
      LastName: "Te Rangi",
      Email: "new@example.nz",
      NotifySpecialOffers: 2,
      NotifyNewsletters: 0,
    });
    expect(optIn(true)).toBe(2);
    expect(
      authRequest({
        provider: "APPLE",
        authId: "a",
        nonce: "n",
        signUp: {
          firstName: "A",
          lastName: "B",
          mobileNumber: "021",
          specialOffers: false,
          newsletters: false,
        },
      }),
    ).toMatchObject({ AuthNonce: "n", MobileNumber: "021" });
  });
  it("need an AuthCode or an AuthNonce", () => {
    const decode = Schema.decodeUnknownEither(AuthRequest);
    expect(Either.isRight(decode(local("a", "b")))).toBe(true);
    expect(
      Either.isLeft(decode({ IdentityProvider: "LOCAL", AuthID: "a", SPID: 67, IncludeRoles: true })),
    ).toBe(true);
  });
});

describe("in-memory sign-in", () => {
  it("checks the password and issues auth data expiring an hour after the injected now", () => {
    const { api } = setup();
    const result = run(api.signIn(local("Aroha@Example.nz", aroha.Password)));
    expect(Either.isRight(result)).toBe(true);
    if (Either.isLeft(result)) return;
    expect(result.right).toMatchObject({
      UUID: "cust-aroha",
      SPID: 67,
      FirstName: "Aroha",
      IdentityProvider: "LOCAL",
      JWTExpiry: "2026-11-21T11:00:00.000Z",
      AuthResponse: { Roles: ["customer", "group_owner"], CustomerUUID: "cust-aroha" },
    });
    expect(isTokenValid(result.right, start)).toBe(true);
  });
  it("refuses a wrong password, an unknown user, a blank code and a wrong SPID", () => {
    const { api } = setup();
    expect(failure(api.signIn(local(aroha.AuthID, "nope")))).toMatchObject({
      _tag: "ApiFailure",
      status: 400,
      message: "The email address or password is invalid",
    });
    expect(failure(api.signIn(local("who@example.nz", "x")))).toMatchObject({ status: 400 });
    expect(failure(api.signIn(local(aroha.AuthID, " ")))).toMatchObject({ status: 400 });
    expect(failure(api.signIn({ ...local(aroha.AuthID, aroha.Password), SPID: 1 }))).toMatchObject({
      message: "no payload",
    });
  });
  it("leaves roles out unless asked", () => {
    const { api } = setup();
    const result = run(api.signIn({ ...local(aroha.AuthID, aroha.Password), IncludeRoles: false }));
    expect(Either.isRight(result) && result.right.AuthResponse).toBe(undefined);
  });
  it("signs up an unknown LOCAL user with names, keeping the opt-ins", () => {
    const { api } = setup();
    const body = authRequest({
      provider: "LOCAL",
      authId: "mere@example.nz",
      code: "Secret-Pass-1",
      signUp: { firstName: "Mere", lastName: "Te Rangi", specialOffers: false, newsletters: true },
    });
    const result = run(api.signIn(body));
    expect(Either.isRight(result) && result.right.Email).toBe("mere@example.nz");
    expect(api.account("mere@example.nz")).toMatchObject({ NotifySpecialOffers: 0, NotifyNewsletters: 2 });
    expect(Either.isRight(run(api.signIn(local("mere@example.nz", "Secret-Pass-1"))))).toBe(true);
  });
  it("needs an identity token from a social provider and signs up on first use", () => {
    const { api } = setup();
    expect(failure(api.signIn(authRequest({ provider: "GOOGLE", authId: "g-1", code: "" })))).toMatchObject({
      message: "No identity_token",
    });
    const first = run(api.signIn(authRequest({ provider: "GOOGLE", authId: "g-1", code: "id-token" })));
    const again = run(api.signIn(authRequest({ provider: "GOOGLE", authId: "g-1", nonce: "n" })));
    expect(Either.isRight(first) && Either.isRight(again) && first.right.UUID === again.right.UUID).toBe(
      true,
    );
  });
  it("signs in once with an e-mailed one-time code that lapses", () => {
    const { api, advance } = setup();
    const reply = run(api.requestOneTimeCode({ SPID: 67, Email: aroha.Email }));
    expect(reply).toEqual(Either.right({ Email: aroha.Email, ExpiresAt: "2026-11-21T10:10:00.000Z" }));
    const code = api.oneTimeCodeFor(aroha.Email) ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(Either.isRight(run(api.signIn(local(aroha.AuthID, code))))).toBe(true);
    expect(Either.isLeft(run(api.signIn(local(aroha.AuthID, code))))).toBe(true);
    run(api.requestOneTimeCode({ SPID: 67, Email: aroha.Email }));
    advance(11 * 60 * 1000);
    expect(Either.isLeft(run(api.signIn(local(aroha.AuthID, api.oneTimeCodeFor(aroha.Email) ?? ""))))).toBe(
      true,
    );
  });
  it("answers a code request for an unknown address the same way, and refuses a blank one", () => {
    const { api } = setup();
    expect(Either.isRight(run(api.requestOneTimeCode({ SPID: 67, Email: "who@example.nz" })))).toBe(true);
    expect(api.oneTimeCodeFor("who@example.nz")).toBeUndefined();
    expect(failure(api.requestOneTimeCode({ SPID: 67, Email: "" }))).toMatchObject({ message: "no payload" });
  });
  it("checks identity with a token it issued, until the token lapses", () => {
    const { api, advance } = setup();
    const signedIn = run(api.signIn(local(aroha.AuthID, aroha.Password)));
    if (Either.isLeft(signedIn)) throw new Error("sign-in failed");
    const refresh = signedIn.right.RefreshToken ?? "";
    advance(2 * 60 * 60 * 1000);
    const checked = run(api.authCheck(local(aroha.AuthID, refresh)));
    expect(Either.isRight(checked) && checked.right.JWTExpiry).toBe("2026-11-21T13:00:00.000Z");
    expect(failure(api.authCheck(local(aroha.AuthID, signedIn.right.JWT)))).toMatchObject({
      message: "unknown error in Auth",
    });
    expect(Either.isRight(run(api.authCheck(local(aroha.AuthID, aroha.Password))))).toBe(true);
  });
});

describe("in-memory account calls", () => {
  it("changes a password", () => {
    const { api } = setup();
    expect(run(api.changePassword(aroha.AuthID, { Password: "New-Pass-2027" }))).toEqual(
      Either.right(undefined),
    );
    expect(Either.isLeft(run(api.signIn(local(aroha.AuthID, aroha.Password))))).toBe(true);
    expect(Either.isRight(run(api.signIn(local(aroha.AuthID, "New-Pass-2027"))))).toBe(true);
    expect(failure(api.changePassword("who", { Password: "x" }))).toMatchObject({
      status: 404,
      message: "no user",
    });
    expect(failure(api.changePassword(aroha.AuthID, { Password: "" }))).toMatchObject({ status: 400 });
  });
  it("sends, resends and confirms e-mail verification", () => {
    const { api } = setup();
    expect(run(api.sendEmailVerification("cust-aroha"))).toEqual(
      Either.right({ CustomerUUID: "cust-aroha", EmailVerified: false }),
    );
    const first = api.verificationSecretFor("cust-aroha") ?? "";
    run(api.resendEmailVerification("cust-aroha"));
    const confirm = (Secret: string) => api.confirmEmailVerification({ CustomerUUID: "cust-aroha", Secret });
    expect(failure(confirm(first))).toMatchObject({
      message: "The verification code is incorrect, please use the right code.",
    });
    expect(failure(confirm(""))).toMatchObject({ message: "No Code" });
    expect(run(confirm(api.verificationSecretFor("cust-aroha") ?? ""))).toEqual(
      Either.right({ CustomerUUID: "cust-aroha", EmailVerified: true }),
    );
    expect(failure(api.sendEmailVerification("nobody"))).toMatchObject({ status: 404 });
  });
  it("checks MFA codes", () => {
    const { api } = setup();
    expect(run(api.submitMfaCode("cust-aroha", { code: "000000" }))).toEqual(
      Either.right({ CustomerUUID: "cust-aroha", Verified: true }),
    );
    expect(failure(api.confirmMfaCode("cust-aroha", { code: "123" }))).toMatchObject({ status: 400 });
    expect(failure(api.confirmMfaCode("cust-aroha", { code: " " }))).toMatchObject({ message: "No Code" });
    expect(failure(api.submitMfaCode("nobody", { code: "000000" }))).toMatchObject({ status: 404 });
  });
  it("accepts an invitation only with a CustomerUUID in the reply", () => {
    const { api } = setup();
    expect(run(api.acceptInvitation({ code: "INV-OK" }))).toEqual(
      Either.right({ CustomerUUID: "cust-aroha" }),
    );
    expect(failure(api.acceptInvitation({ code: "INV-EMPTY" }))).toMatchObject({
      _tag: "DecodeError",
      field: "CustomerUUID",
      message: "No CustomerUUID",
    });
    expect(failure(api.acceptInvitation({ code: "" }))).toMatchObject({ message: "No Code" });
    expect(failure(api.acceptInvitation({ code: "INV-NONE" }))).toMatchObject({ status: 404 });
    expect(failure(requireInvitationCustomer({ CustomerUUID: " " }))).toMatchObject({
      message: "No CustomerUUID",
    });
  });
  it("syncs roles to each customer, one call each (AUTH-12)", () => {
    const api = makeMemoryAuthApi({ nowMillis: () => start, accounts: [aroha] });
    const roles = { Roles: ["customer"], CustomerUUID: "cust-aroha" };
    const program = syncAuthRolesForCustomers(["cust-aroha", "cust-2"], roles);
    Effect.runSync(Effect.provideService(program, AuthApi, api));
    expect(api.syncedRoles("cust-2")).toEqual(roles);
    expect(failure(api.syncAuthRoles("", roles))).toMatchObject({ message: "No CustomerUUID" });
  });
  it("logs in to support chat", () => {
    const { api } = setup();
    expect(run(api.supportLogin("cust-aroha"))).toMatchObject({ right: { Provider: "intercom" } });
    expect(failure(api.supportLogin("nobody"))).toMatchObject({ status: 404 });
  });
  it("is provided as a layer", () => {
    const program = Effect.flatMap(AuthApi, (api) => api.signIn(local(aroha.AuthID, aroha.Password)));
    const layer = memoryAuthApiLayer({ nowMillis: () => start, accounts: [aroha] });
    const result = Effect.runSync(Effect.either(Effect.provide(program, layer)));
    expect(Either.isRight(result)).toBe(true);
  });
});
