import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { authRequest, isSignUpRequest, restoreSession, signIn } from "@waea/domain/session";
import { DEMO_PASSWORD, signedIn, withFakeApi, visitor } from "../support/fake-api";

const api = withFakeApi();

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });
const stored = (storage: StorageService, key: string) =>
  Option.getOrUndefined(Effect.runSync(storage.get(key)));

describe("signIn (AUTH-01, AUTH-05)", () => {
  it("AUTH-01: stores the auth data and the refresh token apart, and logs a login event", async () => {
    const browser = visitor(api());
    const auth = await browser.run(signIn(local("prepay@waea.test", DEMO_PASSWORD)));
    expect(auth.AuthResponse?.CustomerUUID).toEqual(expect.any(String));
    expect(stored(browser.storage, StorageKeys.auth)).toContain(`"UUID":"${auth.UUID}"`);
    expect(stored(browser.storage, StorageKeys.auth)).not.toContain("RefreshToken");
    expect(stored(browser.storage, StorageKeys.refreshToken)).toBe(auth.RefreshToken);
    expect(browser.analytics.events).toEqual([{ name: "login", params: { method: "LOCAL" } }]);
  });

  it("AUTH-05: a request with names signs a new address up and logs a sign_up event", async () => {
    const browser = visitor(api());
    const request = authRequest({
      provider: "LOCAL",
      authId: "mere@example.nz",
      code: "Secret-Pass-2026",
      signUp: { firstName: "Mere", lastName: "Tui", specialOffers: true, newsletters: false },
    });
    expect(isSignUpRequest(request)).toBe(true);
    expect(await browser.run(signIn(request))).toMatchObject({ FirstName: "Mere", Email: "mere@example.nz" });
    expect(browser.analytics.events[0]?.name).toBe("sign_up");
    const again = visitor(api());
    expect((await again.run(signIn(local("mere@example.nz", "Secret-Pass-2026")))).FirstName).toBe("Mere");
  });

  it("AUTH-01: a refused sign-in logs out and passes the operator's error on", async () => {
    const storage = makeMemoryStorage({ [StorageKeys.cart]: "[]", [StorageKeys.preferences]: "{}" });
    const browser = visitor(api(), storage);
    expect(await browser.attempt(signIn(local("prepay@waea.test", "wrong")))).toMatchObject({
      left: { _tag: "ApiFailure", status: 400, message: "The email address or password is invalid" },
    });
    expect(stored(storage, StorageKeys.cart)).toBeUndefined();
    expect(stored(storage, StorageKeys.preferences)).toBe("{}");
    expect(browser.analytics.events).toEqual([]);
  });
});

describe("restoreSession (AUTH-09)", () => {
  it("renews the session with the stored refresh token", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const before = stored(postpay.storage, StorageKeys.auth);
    api().clock.advance(2 * HOUR);
    const renewed = await postpay.run(restoreSession);
    expect(renewed?.UUID).toBe(postpay.auth.UUID);
    expect(Date.parse(renewed?.JWTExpiry ?? "")).toBe(api().clock.nowMillis() + HOUR);
    expect(stored(postpay.storage, StorageKeys.auth)).not.toBe(before);
  });

  it("AUTH-09: a stored token still valid is used as it is, without an identity check", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    // A forged refresh token would be refused: it is not presented at all while the JWT is valid.
    Effect.runSync(postpay.storage.set(StorageKeys.refreshToken, "rt.forged"));
    api().clock.advance(54 * MINUTE);
    expect((await postpay.run(restoreSession))?.JWT).toBe(postpay.auth.JWT);
  });

  it("logs out when the operator refuses the identity check", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    api().clock.advance(56 * MINUTE);
    Effect.runSync(postpay.storage.set(StorageKeys.refreshToken, "rt.forged"));
    expect(await postpay.run(restoreSession)).toBeUndefined();
    expect(stored(postpay.storage, StorageKeys.auth)).toBeUndefined();
  });

  it("logs out once the refresh token has lapsed (30 days)", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    api().clock.advance(31 * 24 * HOUR);
    expect(await postpay.run(restoreSession)).toBeUndefined();
    expect(stored(postpay.storage, StorageKeys.refreshToken)).toBeUndefined();
  });

  it("without a refresh token keeps the session only while its JWT has not expired", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    Effect.runSync(postpay.storage.remove(StorageKeys.refreshToken));
    expect((await postpay.run(restoreSession))?.JWT).toBe(postpay.auth.JWT);
    api().clock.advance(HOUR);
    expect(await postpay.run(restoreSession)).toBeUndefined();
    expect(stored(postpay.storage, StorageKeys.auth)).toBeUndefined();
  });

  it("is anonymous with nothing stored", async () => {
    expect(await visitor(api()).run(restoreSession)).toBeUndefined();
  });
});
