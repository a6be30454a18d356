import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { authRequest, emailOneTimeCode, resetPassword, signIn, submitMfaCode } from "@waea/domain/session";
import { DEMO_PASSWORD, signedIn, visitor, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });
const TOO_MANY = { _tag: "TooManyAttempts", retryAfterSeconds: 900 };

describe("too many failed checks (AUTH-01, AUTH-02, AUTH-07, AUTH-13, #11)", () => {
  it("AUTH-01: after 5 wrong passwords signIn fails with TooManyAttempts, the right password too", async () => {
    const browser = visitor(api());
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await browser.attempt(signIn(local("postpay@waea.test", "Wrong-pass-1")))).toMatchObject({
        left: { _tag: "ApiFailure", status: 400 },
      });
    expect(await browser.attempt(signIn(local("postpay@waea.test", DEMO_PASSWORD)))).toMatchObject({
      left: { ...TOO_MANY, call: "auth.signIn", message: "Too many attempts. Try again in 15 minutes." },
    });
  });

  it("AUTH-01: a sign-in that succeeds clears the failures before it", async () => {
    const browser = visitor(api());
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1)
        await browser.attempt(signIn(local("postpay@waea.test", "Wrong-pass-1")));
      expect((await browser.run(signIn(local("postpay@waea.test", DEMO_PASSWORD)))).Email).toBe(
        "postpay@waea.test",
      );
    }
  });

  it("AUTH-07: wrong one-time codes on the forgot-password page end in TooManyAttempts", async () => {
    const browser = visitor(api());
    await browser.run(emailOneTimeCode("payg@waea.test"));
    const code = api().codes("payg@waea.test").oneTimeCode ?? "";
    const wrong = code === "000000" ? "000001" : "000000";
    const reset = (given: string) =>
      browser.attempt(resetPassword({ email: "payg@waea.test", code: given, password: "New-Pass-2026!" }));
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await reset(wrong)).toMatchObject({ left: { _tag: "SignInRefused" } });
    expect(await reset(code)).toMatchObject({ left: TOO_MANY });
  });

  it("AUTH-13: after 5 wrong MFA codes submitMfaCode fails with TooManyAttempts; the session stays", async () => {
    const rawiri = await signedIn(api(), "mfa@waea.test");
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await rawiri.attempt(submitMfaCode(rawiri.auth, "000000"))).toMatchObject({
        left: { _tag: "SignInRefused", messageKey: "validation.verification_code_incorrect" },
      });
    const code = api().codes("mfa@waea.test").mfaCodes[rawiri.customer] ?? "";
    expect(await rawiri.attempt(submitMfaCode(rawiri.auth, code))).toMatchObject({ left: TOO_MANY });
    const stored = Option.getOrUndefined(Effect.runSync(rawiri.storage.get(StorageKeys.auth)));
    expect(stored).toContain(rawiri.auth.JWT);
  });
});
