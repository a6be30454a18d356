import { describe, expect, it } from "vitest";
import { consentAtProvider } from "../in-process/provider-consent";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const auth = (body: Record<string, unknown>, check = false) => ({
  method: "POST" as const,
  url: check ? "/api/v2/67/auth_check" : "/api/v2/67/auth",
  payload: { SPID: 67, IncludeRoles: true, IdentityProvider: "LOCAL", ...body },
});

describe("sign-in (AUTH-01, 02, 04, 05)", () => {
  it("LOCAL with the demo password gives the auth data of spec 01 §3 and roles", async () => {
    const { signIn } = api();
    const data = await signIn("Leader@Waea.test");
    expect(data).toMatchObject({
      SPID: 67,
      FirstName: "Hana",
      AuthID: "leader@waea.test",
      IdentityProvider: "LOCAL",
    });
    expect(data.AuthResponse?.Roles).toEqual(["customer", "group_owner"]);
    expect(data.JWT.split(".")).toHaveLength(3);
    expect(Date.parse(data.JWTExpiry)).toBe(Date.parse("2026-11-21T11:00:00Z"));
    expect(data.RefreshToken).toMatch(/^rt\./);
  });

  it("wrong credentials are a 400 with the spec's text and change nothing", async () => {
    const { call, store } = api();
    const before = store.digest();
    const wrong = await call(auth({ AuthID: "postpay@waea.test", AuthCode: "nope" }));
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toEqual({ err_message: "The email address or password is invalid" });
    expect((await call(auth({ AuthID: "nobody@waea.test", AuthCode: "x" }))).status).toBe(400);
    expect(
      (
        await call({
          ...auth({ AuthID: "a", AuthCode: "b" }),
          payload: { ...auth({}).payload, AuthID: "a", AuthCode: "b", SPID: 1 },
        })
      ).json(),
    ).toEqual({ err_message: "no payload" });
    expect(store.digest()).toBe(before);
  });

  it("signs in by mobile number or SIM ID", async () => {
    const { call, store, signIn } = api();
    const data = await signIn("prepay@waea.test");
    const product = Object.values(store.world.core.products).find(
      (p) => p.CustomerUUID === data.AuthResponse?.CustomerUUID,
    );
    const national = `0${product?.MSISDN?.slice(2)}`;
    const byPhone = await call(auth({ AuthID: national, AuthCode: "Waea-Demo-2026" }));
    expect(byPhone.json().UUID).toBe(data.UUID);
    const bySim = await call(auth({ AuthID: product?.SIMID, AuthCode: "Waea-Demo-2026" }));
    expect(bySim.json().UUID).toBe(data.UUID);
  });

  it("one-time code by e-mail: the same reply for unknown addresses, the code signs in once", async () => {
    const { call } = api();
    const request = (Email: string) => ({
      method: "POST" as const,
      url: "/api/v2/67/auth/one_time_code",
      payload: { SPID: 67, Email },
    });
    const known = await call(request("payg@waea.test"));
    expect(known.json()).toEqual({ Email: "payg@waea.test", ExpiresAt: "2026-11-21T10:10:00.000Z" });
    expect((await call(request("ghost@waea.test"))).status).toBe(200);
    const codes = await call({ method: "GET", url: "/api/__control/codes?email=payg@waea.test" });
    const code = codes.json().OneTimeCode as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(auth({ AuthID: "payg@waea.test", AuthCode: code }))).status).toBe(200);
    expect((await call(auth({ AuthID: "payg@waea.test", AuthCode: code }))).status).toBe(400);
  });

  it("signs up with names and a strong password, keeping the opt-ins (2 or 0); refuses a weak one", async () => {
    const { call, store } = api();
    const signUp = (AuthCode: string) =>
      call(
        auth({
          AuthID: "mere@example.nz",
          AuthCode,
          FirstName: "Mere",
          LastName: "Tui",
          NotifyNewsletters: 2,
        }),
      );
    expect((await signUp("short")).json()).toEqual({ err_message: "The password is invalid" });
    const created = await signUp("Strong-Pass-2026");
    expect(created.json()).toMatchObject({ FirstName: "Mere", Email: "mere@example.nz" });
    expect(store.world.profile.notifications[created.json().AuthResponse.CustomerUUID]).toEqual({
      NotifySpecialOffers: 0,
      NotifyNewsletters: 2,
    });
    expect((await call(auth({ AuthID: "mere@example.nz", AuthCode: "Strong-Pass-2026" }))).status).toBe(200);
  });

  it("social sign-in through the simulated identity provider signs up once, then signs in", async () => {
    const { call, app } = api();
    const token = await consentAtProvider(app, {
      provider: "GOOGLE",
      email: "Rewi@Gmail.test",
      firstName: "Rewi",
    });
    expect(token).toMatchObject({ Provider: "GOOGLE", Email: "rewi@gmail.test" });
    const first = await call(
      auth({ IdentityProvider: "GOOGLE", AuthID: token.AuthID, AuthCode: token.IdToken }),
    );
    expect(first.json()).toMatchObject({ FirstName: "Rewi", IdentityProvider: "GOOGLE" });
    const next = await consentAtProvider(app, { provider: "GOOGLE", email: "rewi@gmail.test" });
    const again = await call(
      auth({ IdentityProvider: "GOOGLE", AuthID: next.AuthID, AuthCode: next.IdToken }),
    );
    expect(again.json().UUID).toBe(first.json().UUID);
    const google = await consentAtProvider(app, { provider: "GOOGLE", email: "rewi@gmail.test" });
    expect(
      (await call(auth({ IdentityProvider: "APPLE", AuthID: google.AuthID, AuthCode: google.IdToken })))
        .status,
    ).toBe(400);
    expect(
      (await call(auth({ IdentityProvider: "GOOGLE", AuthID: token.AuthID, AuthNonce: "" }))).json(),
    ).toEqual({ err_message: "No identity_token" });
    const linked = await consentAtProvider(app, { provider: "FACEBOOK", email: "prepay@waea.test" });
    const prepay = await call(
      auth({ IdentityProvider: "FACEBOOK", AuthID: linked.AuthID, AuthCode: linked.IdToken }),
    );
    expect(prepay.json().Email).toBe("prepay@waea.test");
  });

  it("an identity token signs in once: a replayed one is refused (AUTH-03, issue #11)", async () => {
    const { call, app } = api();
    const token = await consentAtProvider(app, { provider: "GOOGLE", email: "postpay@waea.test" });
    const request = auth({ IdentityProvider: "GOOGLE", AuthID: token.AuthID, AuthCode: token.IdToken });
    expect((await call(request)).json().Email).toBe("postpay@waea.test");
    const replayed = await call(request);
    expect(replayed.status).toBe(400);
    expect(replayed.json()).toEqual({ err_message: "The identity token is invalid" });
    const checked = await call(
      auth({ IdentityProvider: "GOOGLE", AuthID: token.AuthID, AuthCode: token.IdToken }, true),
    );
    expect(checked.status).toBe(400);
  });

  it("an identity token is refused after its ten minutes", async () => {
    const { call, app, clock } = api();
    const token = await consentAtProvider(app, { provider: "APPLE", email: "postpay@waea.test" });
    clock.advance(10 * 60_000);
    const late = await call(
      auth({ IdentityProvider: "APPLE", AuthID: token.AuthID, AuthCode: token.IdToken }),
    );
    expect(late.status).toBe(400);
  });
});

describe("the identity check (AUTH-08, AUTH-09)", () => {
  it("renews from the refresh token as AuthNonce or AuthCode, keeping the refresh token", async () => {
    const { call, signIn, clock } = api();
    const data = await signIn("postpay@waea.test");
    clock.advance(2 * 60 * 60_000);
    for (const key of ["AuthNonce", "AuthCode"]) {
      const renewed = await call(auth({ AuthID: "postpay@waea.test", [key]: data.RefreshToken }, true));
      expect(renewed.status).toBe(200);
      expect(renewed.json()).toMatchObject({ UUID: data.UUID, RefreshToken: data.RefreshToken });
      expect(renewed.json().JWT).not.toBe(data.JWT);
    }
    expect(
      (await call(auth({ AuthID: "prepay@waea.test", AuthNonce: data.RefreshToken }, true))).status,
    ).toBe(400);
    expect((await call(auth({ AuthID: "postpay@waea.test", AuthNonce: "rt.unknown" }, true))).json()).toEqual(
      { err_message: "unknown error in Auth" },
    );
    clock.advance(31 * 24 * 60 * 60_000);
    expect((await call(auth({ AuthID: "", AuthNonce: data.RefreshToken }, true))).status).toBe(400);
  });
});

describe("customer identity calls (AUTH-13, PRO-02)", () => {
  it("changes the password of the signed-in login only", async () => {
    const { call, signIn } = api();
    const data = await signIn("noplan@waea.test");
    const put = (who: string, Password: string) =>
      call({ method: "PUT", url: `/api/v2/67/auth/LOCAL/${who}`, payload: { Password } }, data.JWT);
    expect((await put("prepay@waea.test", "Another-Pass-2026")).status).toBe(403);
    expect((await put("noplan@waea.test", "weak")).json()).toEqual({
      err_message: "The password is invalid",
    });
    expect((await put("noplan@waea.test", "Another-Pass-2026")).status).toBe(204);
    await expect(signIn("noplan@waea.test")).rejects.toThrow();
    expect((await signIn("noplan@waea.test", "Another-Pass-2026")).UUID).toBe(data.UUID);
  });

  it("refuses a new password that is the old one, and a change revokes every refresh token of the login (#11)", async () => {
    const { call, signIn } = api();
    const data = await signIn("noplan@waea.test");
    const other = await signIn("noplan@waea.test");
    const put = (Password: string) =>
      call({ method: "PUT", url: "/api/v2/67/auth/LOCAL/noplan@waea.test", payload: { Password } }, data.JWT);
    const same = await put("Waea-Demo-2026");
    expect(same.status).toBe(400);
    expect(same.json()).toEqual({ err_message: "Use different passwords for Old and New" });
    const renew = (refreshToken: string) =>
      call(auth({ AuthID: "noplan@waea.test", AuthNonce: refreshToken }, true));
    expect((await renew(other.RefreshToken ?? "")).status).toBe(200);
    expect((await put("Another-Pass-2026")).status).toBe(204);
    for (const token of [data.RefreshToken, other.RefreshToken])
      expect((await renew(token ?? "")).status).not.toBe(200);
    // A sign-in with the new password gets a refresh token that works.
    const fresh = await signIn("noplan@waea.test", "Another-Pass-2026");
    expect((await renew(fresh.RefreshToken ?? "")).status).toBe(200);
  });

  it("verifies an e-mail with the code that was sent", async () => {
    const { call, signIn } = api();
    const data = await signIn("unverified@waea.test");
    const uuid = data.AuthResponse?.CustomerUUID ?? "";
    const sent = await call(
      { method: "GET", url: `/api/customer/${uuid}/email_verification/send` },
      data.JWT,
    );
    expect(sent.json()).toEqual({ CustomerUUID: uuid, EmailVerified: false });
    const secret = (
      await call({ method: "GET", url: "/api/__control/codes?email=unverified@waea.test" })
    ).json().EmailVerificationSecrets[uuid] as string;
    const confirm = (Secret: string) =>
      call(
        {
          method: "GET",
          url: `/api/customer/${uuid}/email_verification/confirm?CustomerUUID=${uuid}&Secret=${Secret}`,
        },
        data.JWT,
      );
    expect((await confirm("000000")).json()).toEqual({
      err_message: "The verification code is incorrect, please use the right code.",
    });
    expect((await confirm(secret)).json()).toEqual({ CustomerUUID: uuid, EmailVerified: true });
  });

  it("checks MFA codes, accepts an invitation once, syncs roles (AUTH-12), logs in to chat", async () => {
    const { call, signIn, store } = api();
    const data = await signIn("member@waea.test");
    const uuid = data.AuthResponse?.CustomerUUID ?? "";
    const mfa = (await call({ method: "GET", url: "/api/__control/codes?email=member@waea.test" })).json()
      .MfaCodes[uuid] as string;
    expect(
      (
        await call({ method: "POST", url: `/api/customers/${uuid}/mfa`, payload: { code: "" } }, data.JWT)
      ).json(),
    ).toEqual({ err_message: "No Code" });
    expect(
      (
        await call({ method: "PUT", url: `/api/customers/${uuid}/mfa`, payload: { code: mfa } }, data.JWT)
      ).json(),
    ).toEqual({ CustomerUUID: uuid, Verified: true });
    const accept = () =>
      call(
        { method: "POST", url: "/api/api/customers/v1/invitation", payload: { code: "DEMO-INV-0001" } },
        data.JWT,
      );
    const accepted = await accept();
    expect(store.world.core.logins[data.UUID]?.CustomerUUIDs).toContain(accepted.json().CustomerUUID);
    expect((await accept()).status).toBe(404);
    const roles = { Roles: ["customer"], CustomerUUID: uuid };
    expect(
      (
        await call(
          { method: "POST", url: `/api/reseller/customers/${uuid}/auth_roles`, payload: roles },
          data.JWT,
        )
      ).status,
    ).toBe(204);
    expect(store.world.core.authRoles[uuid]).toEqual(roles);
    const chat = await call({ method: "POST", url: `/api/support/login/${uuid}?platform=web` }, data.JWT);
    expect(chat.json()).toMatchObject({ Provider: "intercom" });
    expect(
      (await call({ method: "POST", url: `/api/support/login/${uuid}?platform=ios` }, data.JWT)).status,
    ).toBe(400);
  });
});

describe("forgot e-mail (AUTH-07)", () => {
  const findEmail = (MobileNumber: string) => ({
    method: "POST" as const,
    url: "/api/v2/67/auth/forgot_email",
    payload: { SPID: 67, MobileNumber },
  });

  it("AUTH-07: answers a visitor (no bearer) with the number's e-mail masked, never the full address", async () => {
    const { call } = api();
    const found = await call(findEmail("022 067 6767"));
    expect(found.status).toBe(200);
    expect(found.json()).toEqual({ MaskedEmail: "p•••@waea.test" });
    expect(found.body).not.toContain("phone@waea.test");
  });

  it("AUTH-07: an unknown number is a 404 with the spec's text; an e-mail is not a number", async () => {
    const { call } = api();
    const unknown = await call(findEmail("021 999 0001"));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ err_message: "We haven't found your phone number or SIM ID." });
    expect((await call(findEmail("phone@waea.test"))).status).toBe(400);
  });
});

describe("sign-up for an address already registered (AUTH-05)", () => {
  it("AUTH-05: is a 409 that says so, whatever the password, and changes nothing", async () => {
    const { call, store } = api();
    const before = store.digest();
    for (const AuthCode of ["Waea-Demo-2026", "Kia-ora-2026!"]) {
      const taken = await call(auth({ AuthID: "Prepay@waea.test", AuthCode, FirstName: "A", LastName: "B" }));
      expect(taken.status).toBe(409);
      expect(taken.json()).toEqual({
        err_message:
          "An account with this email address already exists. Please sign in, or reset your password.",
      });
    }
    expect(store.digest()).toBe(before);
  });
});

describe("sign-up names (AUTH-05)", () => {
  it("AUTH-05: refuses a name over 50 characters or with a control character, creating nothing", async () => {
    const { call, store } = api();
    const before = store.digest();
    const signUp = (FirstName: string, LastName: string) =>
      call(auth({ AuthID: "long@example.nz", AuthCode: "Kia-ora-2026!", FirstName, LastName }));
    const long = await signUp("A".repeat(51), "Tui");
    expect(long.status).toBe(400);
    expect(long.json()).toEqual({ err_message: "First name can't be longer than 50 characters" });
    expect((await signUp("Mere", "Tu\u0000i")).json()).toEqual({
      err_message: "Last name format is invalid",
    });
    expect(store.digest()).toBe(before);
  });
});
