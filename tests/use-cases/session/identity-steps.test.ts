import { describe, expect, it } from "vitest";
import {
  acceptInvitation,
  confirmEmail,
  mfaCustomer,
  sendVerificationEmail,
  submitMfaCode,
} from "@waea/domain/session";
import { DEMO_INVITATION_CODE } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi, withTransport } from "../support/fake-api";

const api = withFakeApi();

describe("sendVerificationEmail and confirmEmail (AUTH-13, PRO-09)", () => {
  it("AUTH-13: sends the first verification e-mail and resends the next, by the domain's rule", async () => {
    const ana = await signedIn(api(), "unverified@waea.test");
    const paths: string[] = [];
    const browser = withTransport(api(), ana.storage, (url) => {
      paths.push(new URL(url).pathname);
      return undefined;
    });
    await browser.run(sendVerificationEmail(ana.customer, false));
    await browser.run(sendVerificationEmail(ana.customer, true));
    expect(paths.filter((path) => path.includes("email_verification"))).toEqual([
      expect.stringMatching(new RegExp(`/customer/${ana.customer}/email_verification/send$`)),
      expect.stringMatching(new RegExp(`/customer/${ana.customer}/email_verification/resend$`)),
    ]);
  });

  it("AUTH-13: the code of the last e-mail verifies the address; an older or blank one is refused", async () => {
    const ana = await signedIn(api(), "unverified@waea.test");
    const secret = () => api().codes("unverified@waea.test").emailVerificationSecrets[ana.customer] ?? "";
    await ana.run(sendVerificationEmail(ana.customer, false));
    const first = secret();
    await ana.run(sendVerificationEmail(ana.customer, true));
    expect(await ana.attempt(confirmEmail(ana.customer, first))).toMatchObject({
      left: { _tag: "ApiFailure", message: "The verification code is incorrect, please use the right code." },
    });
    expect(await ana.attempt(confirmEmail(ana.customer, " "))).toMatchObject({
      left: { _tag: "ApiFailure", message: "No Code" },
    });
    expect(await ana.run(confirmEmail(ana.customer, secret()))).toEqual({
      CustomerUUID: ana.customer,
      EmailVerified: true,
    });
  });
});

describe("submitMfaCode (AUTH-13)", () => {
  it("AUTH-13: checks the code for the account the sign-in names; a wrong one is refused", async () => {
    const rawiri = await signedIn(api(), "mfa@waea.test");
    expect(mfaCustomer(rawiri.auth)).toBe(rawiri.customer);
    expect(await rawiri.attempt(submitMfaCode(rawiri.auth, "000000"))).toMatchObject({
      left: { _tag: "SignInRefused", messageKey: "validation.verification_code_incorrect" },
    });
    const code = api().codes("mfa@waea.test").mfaCodes[rawiri.customer] ?? "";
    expect(await rawiri.run(submitMfaCode(rawiri.auth, code))).toEqual({
      CustomerUUID: rawiri.customer,
      Verified: true,
    });
  });
});

describe("acceptInvitation (AUTH-13)", () => {
  it("AUTH-13: an invitation code brings another account once; a used one is refused", async () => {
    const pita = await signedIn(api(), "member@waea.test");
    const joined = await pita.run(acceptInvitation(DEMO_INVITATION_CODE));
    expect(joined.CustomerUUID).not.toBe(pita.customer);
    expect(await pita.attempt(acceptInvitation(DEMO_INVITATION_CODE))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404 },
    });
  });

  it("AUTH-13: a reply without a CustomerUUID is refused with 'No CustomerUUID'", async () => {
    const pita = await signedIn(api(), "member@waea.test");
    const empty = withTransport(api(), pita.storage, (url) =>
      url.includes("/invitation") ? Response.json({}) : undefined,
    );
    expect(await empty.attempt(acceptInvitation(DEMO_INVITATION_CODE))).toMatchObject({
      left: { _tag: "DecodeError", field: "CustomerUUID", message: "No CustomerUUID" },
    });
  });
});
