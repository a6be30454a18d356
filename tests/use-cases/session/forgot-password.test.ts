import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys } from "@waea/domain/ports";
import { authRequest, emailOneTimeCode, resetPassword, signIn } from "@waea/domain/session";
import { DEMO_PASSWORD, withFakeApi, visitor, withTransport } from "../support/fake-api";

const api = withFakeApi();

const NEW_PASSWORD = "Haere-mai-2027";
const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });

describe("forgot password: emailOneTimeCode and resetPassword (AUTH-07)", () => {
  it("AUTH-07: e-mails a code, which signs in and sets the new password; the old one is refused", async () => {
    const browser = visitor(api());
    expect(await browser.run(emailOneTimeCode("prepay@waea.test"))).toMatchObject({
      Email: "prepay@waea.test",
    });
    const code = api().codes("prepay@waea.test").oneTimeCode ?? "";
    const auth = await browser.run(
      resetPassword({ email: "prepay@waea.test", code, password: NEW_PASSWORD }),
    );
    expect(auth.Email).toBe("prepay@waea.test");
    expect(Option.isSome(Effect.runSync(browser.storage.get(StorageKeys.auth)))).toBe(true);
    expect(await visitor(api()).attempt(signIn(local("prepay@waea.test", NEW_PASSWORD)))).toMatchObject({
      _tag: "Right",
    });
    expect(await visitor(api()).attempt(signIn(local("prepay@waea.test", DEMO_PASSWORD)))).toMatchObject({
      left: { _tag: "ApiFailure", status: 400 },
    });
  });

  it("AUTH-07: a wrong code is SignInRefused (the verification code is incorrect); the password stays and no session is left", async () => {
    const browser = visitor(api());
    await browser.run(emailOneTimeCode("prepay@waea.test"));
    expect(
      await browser.attempt(
        resetPassword({ email: "prepay@waea.test", code: "000000", password: NEW_PASSWORD }),
      ),
    ).toMatchObject({
      left: { _tag: "SignInRefused", messageKey: "validation.verification_code_incorrect" },
    });
    expect(Option.isNone(Effect.runSync(browser.storage.get(StorageKeys.auth)))).toBe(true);
    expect(await visitor(api()).attempt(signIn(local("prepay@waea.test", DEMO_PASSWORD)))).toMatchObject({
      _tag: "Right",
    });
  });

  it("AUTH-07: a refused new password logs the code's session out again and passes the error on", async () => {
    const refusing = withTransport(api(), visitor(api()).storage, (url, init) =>
      init?.method === "PUT" && url.includes("/auth/LOCAL/")
        ? new Response(JSON.stringify({ message: "The password is invalid" }), { status: 400 })
        : undefined,
    );
    await refusing.run(emailOneTimeCode("prepay@waea.test"));
    const code = api().codes("prepay@waea.test").oneTimeCode ?? "";
    expect(
      await refusing.attempt(resetPassword({ email: "prepay@waea.test", code, password: NEW_PASSWORD })),
    ).toMatchObject({ left: { _tag: "ApiFailure", status: 400, message: "The password is invalid" } });
    expect(Option.isNone(Effect.runSync(refusing.storage.get(StorageKeys.auth)))).toBe(true);
  });

  it("AUTH-02: a code is asked for an address only; a blank one is refused ('no payload')", async () => {
    expect(await visitor(api()).attempt(emailOneTimeCode(" "))).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: "no payload" },
    });
  });
});
