import { describe, expect, it, vi } from "vitest";
import { makeProviderSignIn } from "./provider-scripts";
import { loadScript, readIdToken } from "./social-sign-in";

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;
const none = { google: undefined, apple: undefined, facebook: undefined };

describe("provider sign-in (AUTH-03)", () => {
  it("loads the provider's script only when asked, and answers 'script' when it does not load", async () => {
    const load = vi.fn(async () => false);
    const social = makeProviderSignIn(none, { GOOGLE: "g.js", APPLE: "a.js", FACEBOOK: "f.js" }, load);
    expect(load).not.toHaveBeenCalled();
    expect(await social.signIn("APPLE")).toEqual({ ok: false, reason: "script" });
    expect(load).toHaveBeenCalledWith("a.js");
  });

  it("answers 'not_configured' for a provider without a client id", async () => {
    const social = makeProviderSignIn(none, undefined, async () => true);
    expect(await social.signIn("GOOGLE")).toEqual({ ok: false, reason: "not_configured" });
  });

  it("signs in with Apple's SDK once it is there", async () => {
    const token = jwt({ sub: "apple-1", email: "a@b.nz" });
    Reflect.set(window, "AppleID", {
      auth: {
        init: vi.fn(),
        signIn: async () => ({
          authorization: { id_token: token },
          user: { name: { firstName: "Kiri", lastName: "Te Ao" } },
        }),
      },
    });
    const social = makeProviderSignIn({ ...none, apple: "client" }, undefined, async () => true);
    expect(await social.signIn("APPLE")).toEqual({
      ok: true,
      identity: { provider: "APPLE", authId: "apple-1", token, displayName: "Kiri Te Ao", email: "a@b.nz" },
    });
    Reflect.deleteProperty(window, "AppleID");
  });
});

describe("readIdToken", () => {
  it("reads the subject, e-mail and name of a JWT and refuses anything else", () => {
    expect(readIdToken(jwt({ sub: "s", email: "e@x.nz", name: "N" }))).toEqual({
      sub: "s",
      email: "e@x.nz",
      name: "N",
    });
    expect(readIdToken(jwt({ email: "e@x.nz" }))).toBeUndefined();
    expect(readIdToken("not-a-token")).toBeUndefined();
    expect(readIdToken("a.%%%.c")).toBeUndefined();
  });
});

describe("loadScript", () => {
  const fakeDocument = () => {
    const added: Array<{ src: string; onload?: () => void; onerror?: () => void; remove: () => void }> = [];
    const doc = {
      createElement: () => ({ remove: vi.fn() }),
      head: { append: (script: (typeof added)[number]) => added.push(script) },
    };
    return { doc: doc as unknown as Document, added };
  };

  it("adds a script once and answers that it loaded", async () => {
    const { doc, added } = fakeDocument();
    const loading = loadScript("https://example.invalid/ok.js", doc);
    expect(loadScript("https://example.invalid/ok.js", doc)).toBe(loading);
    expect(added).toHaveLength(1);
    added[0]?.onload?.();
    expect(await loading).toBe(true);
  });

  it("answers that it failed, and may try again later", async () => {
    const { doc, added } = fakeDocument();
    const loading = loadScript("https://example.invalid/offline.js", doc);
    added[0]?.onerror?.();
    expect(await loading).toBe(false);
    void loadScript("https://example.invalid/offline.js", doc);
    expect(added).toHaveLength(2);
  });
});
