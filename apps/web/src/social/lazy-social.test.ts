import { describe, expect, it } from "vitest";
import { lazySocialSignIn } from "./lazy-social";
import type { SocialSignIn } from "./social-sign-in";

const answering: SocialSignIn = { signIn: async () => ({ ok: false, reason: "cancelled" }) };

describe("lazySocialSignIn (AUTH-03)", () => {
  it("imports the sign-in code on the first press only, and signs in with it", async () => {
    let loads = 0;
    const social = lazySocialSignIn(async () => {
      loads += 1;
      return answering;
    });
    expect(loads).toBe(0);
    expect(await social.signIn("GOOGLE")).toEqual({ ok: false, reason: "cancelled" });
    expect(await social.signIn("APPLE")).toEqual({ ok: false, reason: "cancelled" });
    expect(loads).toBe(1);
  });

  it("answers that the script did not load when the module cannot be fetched, and tries again on the next press", async () => {
    let attempts = 0;
    const social = lazySocialSignIn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return answering;
    });
    expect(await social.signIn("FACEBOOK")).toEqual({ ok: false, reason: "script" });
    expect(await social.signIn("FACEBOOK")).toEqual({ ok: false, reason: "cancelled" });
    expect(attempts).toBe(2);
  });
});
