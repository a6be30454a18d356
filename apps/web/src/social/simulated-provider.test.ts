import { consentAtProvider, IN_PROCESS_ORIGIN } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { withFakeApi } from "../test/fake-api";
import { PORTAL_PAGE, testPopup } from "../test/social-provider";
import { makeSimulatedSignIn, type ReceivedMessage } from "./simulated-provider";

const api = withFakeApi();

/** The portal's simulated sign-in with a popup the test plays: it sees the page's URL and posts what it likes. */
const attempt = (blocked = false) => {
  let deliver: (message: ReceivedMessage) => void = () => undefined;
  const popup = testPopup();
  const opened: URL[] = [];
  const social = makeSimulatedSignIn({
    apiUrl: `${IN_PROCESS_ORIGIN}/api`,
    language: () => "mi-NZ",
    location: () => PORTAL_PAGE,
    pollMs: 5,
    listen: (onMessage) => {
      deliver = onMessage;
      return () => {
        deliver = () => undefined;
      };
    },
    open: (url) => {
      opened.push(new URL(url));
      return blocked ? null : popup;
    },
  });
  return {
    result: social.signIn("GOOGLE"),
    popup,
    page: () => opened[0] ?? new URL("about:blank"),
    post: (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
      deliver({ origin: from.origin ?? IN_PROCESS_ORIGIN, source: from.source ?? popup, data }),
  };
};

/** A token the consent page issued for prepay@ at Google, for the given state and nonce. */
const granted = (state: string, nonce: string) =>
  consentAtProvider(api().app, { provider: "GOOGLE", email: "prepay@waea.test", state, nonce });

describe("social sign-in with the simulated identity provider (AUTH-03)", () => {
  it("opens the consent page with a fresh state and nonce, the portal's language and origin", async () => {
    const first = attempt();
    const second = attempt();
    const page = first.page();
    expect(page.origin + page.pathname).toBe(`${IN_PROCESS_ORIGIN}/api/idp/consent`);
    expect(page.searchParams.get("provider")).toBe("GOOGLE");
    expect(page.searchParams.get("lang")).toBe("mi-NZ");
    expect(page.searchParams.get("origin")).toBe("http://portal.waea.test");
    expect(page.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(page.searchParams.get("nonce")).not.toBe(page.searchParams.get("state"));
    expect(second.page().searchParams.get("nonce")).not.toBe(page.searchParams.get("nonce"));
    first.popup.close();
    second.popup.close();
    await Promise.all([first.result, second.result]);
  });

  it("signs in with the identity the popup answers for this attempt", async () => {
    const one = attempt();
    const query = one.page().searchParams;
    const answer = await granted(query.get("state") ?? "", query.get("nonce") ?? "");
    one.post(answer);
    expect(await one.result).toEqual({
      ok: true,
      identity: {
        provider: "GOOGLE",
        authId: answer.AuthID,
        token: answer.IdToken,
        displayName: "Aroha Ngata",
        email: "prepay@waea.test",
      },
    });
  });

  it("refuses a token issued with another nonce, even in an answer with this attempt's state (issue #11)", async () => {
    const one = attempt();
    const state = one.page().searchParams.get("state") ?? "";
    one.post(await granted(state, "somebody-elses-nonce-0123"));
    expect(await one.result).toEqual({ ok: false, reason: "refused" });
  });

  it("ignores answers from another window, another origin or another attempt, until the popup closes", async () => {
    const one = attempt();
    const query = one.page().searchParams;
    const answer = await granted(query.get("state") ?? "", query.get("nonce") ?? "");
    one.post(answer, { source: testPopup() });
    one.post(answer, { origin: "https://evil.example" });
    one.post({ ...answer, state: "another-attempt-0123456789" });
    one.post("not a message");
    one.popup.close();
    expect(await one.result).toEqual({ ok: false, reason: "cancelled" });
  });

  it("answers cancelled when the person presses Cancel, and blocked when no popup opens", async () => {
    const one = attempt();
    one.post({ type: "waea-idp", state: one.page().searchParams.get("state"), error: "cancelled" });
    expect(await one.result).toEqual({ ok: false, reason: "cancelled" });
    expect(await attempt(true).result).toEqual({ ok: false, reason: "blocked" });
  });
});
