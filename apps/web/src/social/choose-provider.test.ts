import { describe, expect, it } from "vitest";
import { chooseSocialSignIn } from "./choose-provider";
import type { SocialSignIn } from "./social-sign-in";

const answering = (reason: "script" | "blocked"): SocialSignIn => ({
  signIn: async () => ({ ok: false, reason }),
});

describe("which social sign-in a button runs (AUTH-03)", () => {
  it("the provider's script with a client id, else the simulated provider when enabled, else the script", async () => {
    const ids = { google: "client", apple: undefined, facebook: undefined };
    const both = chooseSocialSignIn(ids, answering("script"), answering("blocked"));
    expect(await both.signIn("GOOGLE")).toEqual({ ok: false, reason: "script" });
    expect(await both.signIn("APPLE")).toEqual({ ok: false, reason: "blocked" });
    const scriptsOnly = chooseSocialSignIn(ids, answering("script"), undefined);
    expect(await scriptsOnly.signIn("FACEBOOK")).toEqual({ ok: false, reason: "script" });
  });
});
