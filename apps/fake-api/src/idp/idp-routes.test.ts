import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentAtProvider, showConsent, submitConsent } from "../in-process/provider-consent";
import { useTestApi } from "../handlers/session-test-support";

const api = useTestApi();

const attempt = { provider: "GOOGLE", state: "state-0123456789abcdef", nonce: "nonce-0123456789abcdef" };

const hashOf = (text: string): string => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

describe("the simulated identity provider's consent page (AUTH-03)", () => {
  it("lists the demo accounts as labelled radio buttons, with another account, Continue and Cancel", async () => {
    const shown = await showConsent(api().app, attempt);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('<html lang="en">');
    expect(shown.html).toContain("<h1>Sign in with Google</h1>");
    expect(shown.html).toContain("<legend>Choose your account at Google to continue to waea</legend>");
    expect(shown.html).toMatch(
      /<input type="radio" id="account-(\d+)" name="Account" value="prepay@waea\.test" required><label for="account-\1">/,
    );
    expect(shown.html).toContain('<label for="account-other">Another account</label>');
    expect(shown.html).toContain('<label for="email">E-mail address of the other account</label>');
    expect(shown.html).toMatch(
      /<button type="submit" name="Action" value="continue"[^>]*>Continue<\/button>/,
    );
    expect(shown.html).toMatch(/<button [^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(shown.consentId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shown.cookie).toMatch(/^waea_idp_browser=[A-Za-z0-9_-]{43}$/);
  });

  it("speaks te reo Māori when the portal does", async () => {
    const shown = await showConsent(api().app, { ...attempt, provider: "APPLE", lang: "mi-NZ" });
    expect(shown.html).toContain('<html lang="mi-NZ">');
    expect(shown.html).toContain("<h1>Takiuru mā Apple</h1>");
    expect(shown.html).toContain(">Haere tonu</button>");
  });

  it("binds the page to the browser with an HttpOnly SameSite=Strict cookie, under its own strict CSP", async () => {
    const response = await api().app.inject({
      method: "GET",
      url: `/api/idp/consent?${new URLSearchParams(attempt).toString()}`,
    });
    expect(response.headers["set-cookie"]).toMatch(
      /; Path=\/api\/idp; Max-Age=600; HttpOnly; SameSite=Strict$/,
    );
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    // The page's inline style is the one the policy names by hash (and the answer page's script likewise).
    const style = /<style>(.*?)<\/style>/s.exec(response.body)?.[1] ?? "";
    expect(csp).toContain(`style-src '${hashOf(style)}'`);
    const shown = await showConsent(api().app, attempt);
    const answer = await submitConsent(
      api().app,
      { ConsentId: shown.consentId ?? "", Action: "cancel" },
      shown.cookie,
    );
    const script = /<script>(.*?)<\/script>/s.exec(answer.html)?.[1] ?? "";
    expect(script).toContain("window.opener.postMessage");
    expect(csp).toContain(`script-src '${hashOf(script)}'`);
  });

  it("refuses an incomplete link: no state or nonce, or an unknown provider", async () => {
    for (const query of [
      { provider: "GOOGLE" },
      { ...attempt, nonce: "short" },
      { ...attempt, provider: "MYSPACE" },
    ])
      expect((await showConsent(api().app, query)).status).toBe(400);
  });

  it("issues a token through the page's form: the nonce is carried, the state echoed, once per consent id", async () => {
    const { app } = api();
    const shown = await showConsent(app, attempt);
    const fields = { ConsentId: shown.consentId ?? "", Action: "continue", Account: "prepay@waea.test" };
    const submitted = await submitConsent(app, fields, shown.cookie);
    expect(submitted.status).toBe(200);
    expect(submitted.message).toMatchObject({
      type: "waea-idp",
      state: attempt.state,
      Provider: "GOOGLE",
      Email: "prepay@waea.test",
    });
    const token =
      submitted.message !== undefined && "IdToken" in submitted.message ? submitted.message.IdToken : "";
    expect(claimsOf(token)).toMatchObject({
      nonce: attempt.nonce,
      provider: "GOOGLE",
      email: "prepay@waea.test",
    });
    expect(claimsOf(token).jti).toEqual(expect.any(String));
    // The answer page posts only to its own origin when no CORS origin was asked for.
    expect(submitted.html).toContain('"target":"self"');
    expect((await submitConsent(app, fields, shown.cookie)).status).toBe(403);
  });

  it("Cancel answers the portal that the person stopped, and issues nothing", async () => {
    const { app } = api();
    const shown = await showConsent(app, attempt);
    const cancelled = await submitConsent(
      app,
      { ConsentId: shown.consentId ?? "", Action: "cancel" },
      shown.cookie,
    );
    expect(cancelled.message).toEqual({ type: "waea-idp", state: attempt.state, error: "cancelled" });
  });

  it("asks again, with the problem named, when no account or a malformed e-mail was given", async () => {
    const { app } = api();
    const shown = await showConsent(app, attempt);
    const again = await submitConsent(
      app,
      { ConsentId: shown.consentId ?? "", Action: "continue", Account: "other", Email: "not-an-email" },
      shown.cookie,
    );
    expect(again.status).toBe(400);
    expect(again.message).toBeUndefined();
    expect(again.html).toContain('role="alert">Enter a valid e-mail address.</p>');
    expect(again.html).toContain('value="not-an-email"');
  });

  it("refuses a script that posts an e-mail without the page (AUTH-03, issue #11)", async () => {
    const { app } = api();
    const json = await app.inject({
      method: "POST",
      url: "/api/idp/token",
      payload: { Provider: "GOOGLE", Email: "prepay@waea.test" },
    });
    expect(json.statusCode).toBe(403);
    expect(json.body).not.toContain("IdToken");
    const form = await submitConsent(app, { Action: "continue", Account: "prepay@waea.test" });
    expect(form.status).toBe(403);
    expect(form.message).toBeUndefined();
  });

  it("refuses a consent id without its browser's cookie, or with another browser's", async () => {
    const { app } = api();
    const mine = await showConsent(app, attempt);
    const theirs = await showConsent(app, attempt);
    expect(theirs.cookie).not.toBe(mine.cookie);
    const fields = { ConsentId: mine.consentId ?? "", Action: "continue", Account: "prepay@waea.test" };
    expect((await submitConsent(app, fields)).status).toBe(403);
    expect((await submitConsent(app, fields, theirs.cookie)).status).toBe(403);
    expect((await submitConsent(app, fields, "waea_idp_browser=forged")).status).toBe(403);
    // The page's own browser still gets its token.
    expect((await submitConsent(app, fields, mine.cookie)).status).toBe(200);
  });

  it("a consent lapses after ten minutes", async () => {
    const { app, clock } = api();
    const shown = await showConsent(app, attempt);
    clock.advance(10 * 60_000 + 1);
    const late = await submitConsent(
      app,
      { ConsentId: shown.consentId ?? "", Action: "continue", Account: "prepay@waea.test" },
      shown.cookie,
    );
    expect(late.status).toBe(403);
  });

  it("names a typed account's person as given, and keeps the provider's user id per e-mail", async () => {
    const { app } = api();
    const first = await consentAtProvider(app, {
      provider: "FACEBOOK",
      email: "Rewi@Gmail.test",
      firstName: "Rewi",
      lastName: "Pomare",
    });
    expect(first).toMatchObject({ Email: "rewi@gmail.test", DisplayName: "Rewi Pomare" });
    const again = await consentAtProvider(app, { provider: "FACEBOOK", email: "rewi@gmail.test" });
    expect(again.AuthID).toBe(first.AuthID);
    expect(again.IdToken).not.toBe(first.IdToken);
  });
});
