import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { changeEmail, changePassword, reauthenticate } from "@waea/domain/profile";
import { CustomerApi } from "@waea/domain/profile/api";
import { DEMO_PASSWORD, signedIn, withFakeApi, visitor } from "../support/fake-api";

const api = withFakeApi();

const NEW_PASSWORD = "Another-Pass-2026";
const readCustomer = (uuid: string) => Effect.flatMap(CustomerApi, (port) => port.readCustomer(uuid));

describe("changePassword (PRO-02)", () => {
  it("PRO-02: sets the new password only after the old one re-authenticates", async () => {
    const moana = await signedIn(api(), "noplan@waea.test");
    const change = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD };
    await moana.run(changePassword("noplan@waea.test", change));
    expect(
      await moana.attempt(reauthenticate("noplan@waea.test", NEW_PASSWORD, "profile.password_invalid")),
    ).toMatchObject({ _tag: "Right" });
    expect(
      await moana.attempt(reauthenticate("noplan@waea.test", DEMO_PASSWORD, "profile.password_invalid")),
    ).toMatchObject({ left: { _tag: "ProfileRefused", messageKey: "profile.password_invalid" } });
  });

  it("PRO-02: refuses a wrong old password with the spec's message and changes nothing", async () => {
    const moana = await signedIn(api(), "noplan@waea.test");
    const change = { oldPassword: "Wrong-Pass-2026", newPassword: NEW_PASSWORD };
    expect(await moana.attempt(changePassword("noplan@waea.test", change))).toMatchObject({
      left: { _tag: "ProfileRefused", messageKey: "profile.old_password_invalid" },
    });
    expect(
      await moana.attempt(reauthenticate("noplan@waea.test", DEMO_PASSWORD, "profile.password_invalid")),
    ).toMatchObject({ _tag: "Right" });
  });

  it("PRO-02: passes a network error on as it is, not as a wrong password", async () => {
    const offline = visitor({
      ...api(),
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    const change = { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD };
    expect(await offline.attempt(changePassword("noplan@waea.test", change))).toMatchObject({
      left: { _tag: "NetworkError" },
    });
  });
});

describe("changeEmail (PRO-03)", () => {
  it("PRO-03: saves the new e-mail after re-authenticating, keeping the names", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const customer = { UUID: tama.customer, FirstName: "Tama", LastName: "Wiremu" };
    const input = {
      authId: "postpay@waea.test",
      password: DEMO_PASSWORD,
      customer,
      email: " tama@example.nz ",
    };
    expect(await tama.run(changeEmail(input, 67))).toMatchObject({
      Email: "tama@example.nz",
      FirstName: "Tama",
      LastName: "Wiremu",
      EmailVerified: false,
    });
    expect((await tama.run(readCustomer(tama.customer))).Email).toBe("tama@example.nz");
  });

  it("PRO-03: refuses a wrong password, and a blank e-mail before any call", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const customer = { UUID: tama.customer, FirstName: "Tama", LastName: "Wiremu" };
    const base = { authId: "postpay@waea.test", customer, email: "tama@example.nz" };
    expect(await tama.attempt(changeEmail({ ...base, password: "Wrong-Pass-2026" }, 67))).toMatchObject({
      left: { _tag: "ProfileRefused", messageKey: "profile.password_invalid" },
    });
    expect(
      await tama.attempt(changeEmail({ ...base, password: DEMO_PASSWORD, email: " " }, 67)),
    ).toMatchObject({
      left: { _tag: "ProfileRefused", messageKey: "profile.email_required" },
    });
    expect((await tama.run(readCustomer(tama.customer))).Email).toBe("postpay@waea.test");
  });

  it("PRO-03: refuses an address another customer already uses, and keeps the e-mail verified", async () => {
    const mere = await signedIn(api(), "payg@waea.test");
    const customer = { UUID: mere.customer, FirstName: "Mere", LastName: "Parata" };
    const input = { authId: "payg@waea.test", password: DEMO_PASSWORD, customer, email: "Prepay@waea.test" };
    expect(await mere.attempt(changeEmail(input, 67))).toMatchObject({
      left: { _tag: "ProfileRefused", messageKey: "profile.email_in_use" },
    });
    expect(await mere.run(readCustomer(mere.customer))).toMatchObject({
      Email: "payg@waea.test",
      EmailVerified: true,
    });
  });
});
