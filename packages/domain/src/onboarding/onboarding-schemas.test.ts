import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { OnboardingMessageKeys } from "./message-keys";
import { OnboardingMetadata } from "./onboarding-metadata";
import { ActivateReply, AdoptBySimSmsRequest, AdoptionReply, AuthTokenRequest } from "./onboarding-requests";

describe("onboarding schemas", () => {
  it("decode the onboarding payload fields", () => {
    expect(
      Schema.decodeUnknownSync(AdoptBySimSmsRequest)({ SPID: 67, ICCID: "8964", SMSCode: "1234" }),
    ).toEqual({
      SPID: 67,
      ICCID: "8964",
      SMSCode: "1234",
    });
    expect(
      Schema.decodeUnknownSync(AuthTokenRequest)({
        SPID: 67,
        IdentityProvider: "LOCAL",
        AuthID: "a",
        AuthCode: "b",
        IncludeRoles: true,
      }),
    ).toMatchObject({ IdentityProvider: "LOCAL" });
    expect(Schema.decodeUnknownSync(AdoptionReply)({ SMSSent: true })).toEqual({ SMSSent: true });
    expect(Schema.decodeUnknownSync(ActivateReply)({ ClientSecret: "s", PaymentIntent: "pi" })).toMatchObject(
      {
        ClientSecret: "s",
      },
    );
    expect(
      Schema.decodeUnknownSync(OnboardingMetadata)({
        PostpayProductCatalogUUID: "post",
        PrepayProductCatalogUUID: "pre",
        PaygProductCatalogUUID: "payg",
        FullyPaid: false,
        ReplacementFor: "m0",
      }),
    ).toMatchObject({ ReplacementFor: "m0" });
  });
  it("refuse an unknown identity provider", () => {
    expect(() =>
      Schema.decodeUnknownSync(AuthTokenRequest)({
        SPID: 67,
        IdentityProvider: "MYSPACE",
        AuthID: "a",
        AuthCode: "b",
        IncludeRoles: true,
      }),
    ).toThrow();
  });
  it("message keys are unique and in the onboarding namespace", () => {
    expect(new Set(OnboardingMessageKeys).size).toBe(OnboardingMessageKeys.length);
    expect(OnboardingMessageKeys.every((key) => /^onboarding\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
