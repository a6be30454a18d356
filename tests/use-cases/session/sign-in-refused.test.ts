import { describe, expect, it } from "vitest";
import { authRequest, emailOneTimeCode, signInWithSecret } from "@waea/domain/session";
import { DEMO_PASSWORD, visitor, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const details = { firstName: "Aroha", lastName: "Ngata", specialOffers: false, newsletters: false };

describe("signInWithSecret: a sign-in's refusals told apart (AUTH-02, AUTH-05)", () => {
  it("AUTH-02: a wrong one-time code is 'the verification code is incorrect', not the password's message", async () => {
    const browser = visitor(api());
    await browser.run(emailOneTimeCode("payg@waea.test"));
    const wrong = authRequest({ provider: "LOCAL", authId: "payg@waea.test", code: "000001" });
    expect(await browser.attempt(signInWithSecret(wrong, "code"))).toMatchObject({
      left: { _tag: "SignInRefused", messageKey: "validation.verification_code_incorrect" },
    });
  });

  it("AUTH-01: a wrong password is still the operator's 'The email address or password is invalid'", async () => {
    const wrong = authRequest({ provider: "LOCAL", authId: "payg@waea.test", code: "Wrong-pass-1" });
    expect(await visitor(api()).attempt(signInWithSecret(wrong, "password"))).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: "The email address or password is invalid" },
    });
  });

  it("AUTH-05: a sign-up for an address already registered says so, whatever the password", async () => {
    for (const code of [DEMO_PASSWORD, "Kia-ora-2026!"]) {
      const request = authRequest({ provider: "LOCAL", authId: "prepay@waea.test", code, signUp: details });
      expect(await visitor(api()).attempt(signInWithSecret(request, "password"))).toMatchObject({
        left: { _tag: "SignInRefused", messageKey: "errors.email_already_registered" },
      });
    }
  });
});
