import { SPID } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { toAuthRequest } from "./credentials";

describe("toAuthRequest", () => {
  it("signs in LOCAL with the password or code as AuthCode, asking for roles", () => {
    expect(toAuthRequest({ kind: "local", authId: "a@b.nz", secret: "pw" })).toEqual({
      IdentityProvider: "LOCAL",
      AuthID: "a@b.nz",
      AuthCode: "pw",
      SPID,
      IncludeRoles: true,
    });
  });

  it("sends the sign-up opt-ins as 2 or 0 (AUTH-05)", () => {
    const request = toAuthRequest({
      kind: "sign-up",
      email: "mere@example.nz",
      password: "Kia-ora-2026!",
      details: {
        firstName: "Mere",
        lastName: "Tui",
        email: "mere@example.nz",
        newsletters: true,
        specialOffers: false,
      },
    });
    expect(request).toMatchObject({
      FirstName: "Mere",
      LastName: "Tui",
      NotifyNewsletters: 2,
      NotifySpecialOffers: 0,
    });
  });

  it("signs in with a provider's token as AuthCode", () => {
    const identity = {
      provider: "APPLE",
      authId: "a-1",
      token: "id-token",
      displayName: undefined,
      email: undefined,
    } as const;
    expect(toAuthRequest({ kind: "identity", identity })).toMatchObject({
      IdentityProvider: "APPLE",
      AuthID: "a-1",
      AuthCode: "id-token",
    });
  });
});
