import { describe, expect, it } from "vitest";
import { messagesTo } from "../mailbox/mailbox";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

/** mfa@ signed in with its password: the session waits for the code (AUTH-13). */
const mfaSession = async () => {
  const app = api();
  const auth = await app.signIn("mfa@waea.test");
  const customer = auth.AuthResponse?.CustomerUUID ?? "";
  const code = app.codes("mfa@waea.test").mfaCodes[customer] ?? "";
  const readCustomer = (token: string) =>
    app.call({ method: "GET", url: `/api/v2/67/customer/${customer}` }, token);
  const submit = (token: string, value: string) =>
    app.call({ method: "POST", url: `/api/customers/${customer}/mfa`, payload: { code: value } }, token);
  const refresh = (token: string) =>
    app.call({
      method: "POST",
      url: "/api/v2/67/auth_check",
      payload: {
        IdentityProvider: "LOCAL",
        AuthID: "mfa@waea.test",
        AuthNonce: token,
        SPID: 67,
        IncludeRoles: true,
      },
    });
  return { app, auth, customer, code, readCustomer, submit, refresh };
};

describe("a session waiting for its MFA code (AUTH-13)", () => {
  it("AUTH-13: the sign-in e-mails the security code to the simulated mailbox; a login without MFA gets none (issue #15)", async () => {
    const { app, code } = await mfaSession();
    const mail = messagesTo(app.store.world.mailbox, "mfa@waea.test");
    expect(mail[0]).toMatchObject({ Kind: "mfa_code", Channel: "email", Code: code });
    expect(mail[0]?.Text).toContain(code);
    await app.signIn("prepay@waea.test");
    expect(messagesTo(app.store.world.mailbox, "prepay@waea.test")).toEqual([]);
  });

  it("AUTH-13: the sign-in's token reaches nothing but the code; after the right code it reaches the account", async () => {
    const { auth, code, readCustomer, submit } = await mfaSession();
    expect((await readCustomer(auth.JWT)).status).toBe(401);
    expect((await submit(auth.JWT, "000000")).status).toBe(400);
    expect((await readCustomer(auth.JWT)).status).toBe(401);
    expect((await submit(auth.JWT, code)).status).toBe(200);
    expect((await readCustomer(auth.JWT)).status).toBe(200);
  });

  it("AUTH-13: renewing by the refresh token or exchanging the token does not skip the code", async () => {
    const { auth, code, readCustomer, submit, refresh, app } = await mfaSession();
    const renewed = await refresh(auth.RefreshToken ?? "");
    expect(renewed.status).toBe(200);
    const renewedJwt = (renewed.json() as { JWT: string }).JWT;
    expect((await readCustomer(renewedJwt)).status).toBe(401);
    const exchanged = await app.call({
      method: "POST",
      url: "/api/v2/67/auth_check",
      payload: {
        IdentityProvider: "LOCAL",
        AuthID: "mfa@waea.test",
        AuthCode: auth.JWT,
        SPID: 67,
        IncludeRoles: true,
      },
    });
    expect(exchanged.status).toBe(200);
    expect((await readCustomer((exchanged.json() as { JWT: string }).JWT)).status).toBe(401);
    // The code passes the session; its renewed token is then as good as the first.
    expect((await submit(renewedJwt, code)).status).toBe(200);
    expect((await readCustomer(auth.JWT)).status).toBe(200);
    expect((await readCustomer(renewedJwt)).status).toBe(200);
  });

  it("AUTH-13: another sign-in of the same login waits for its own code; logins without MFA never wait", async () => {
    const first = await mfaSession();
    expect((await first.submit(first.auth.JWT, first.code)).status).toBe(200);
    const second = await first.app.signIn("mfa@waea.test");
    expect((await first.readCustomer(second.JWT)).status).toBe(401);
    expect((await first.readCustomer(first.auth.JWT)).status).toBe(200);
    const aroha = await api().signIn("prepay@waea.test");
    const mine = aroha.AuthResponse?.CustomerUUID ?? "";
    expect((await api().call({ method: "GET", url: `/api/v2/67/customer/${mine}` }, aroha.JWT)).status).toBe(
      200,
    );
  });
});
