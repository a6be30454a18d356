import { describe, expect, it } from "vitest";
import { MFA_REQUIRED_ROLE, mfaCustomer, requiresMfa } from "./mfa";

describe("requiresMfa (AUTH-13)", () => {
  it("asks for a code only when the auth reply carries the role", () => {
    expect(requiresMfa({ AuthResponse: { Roles: ["customer", MFA_REQUIRED_ROLE] } })).toBe(true);
    expect(requiresMfa({ AuthResponse: { Roles: ["customer"] } })).toBe(false);
    expect(requiresMfa({})).toBe(false);
  });
});

describe("mfaCustomer (AUTH-13)", () => {
  it("checks the code for the account the auth reply names, else for the login itself", () => {
    expect(mfaCustomer({ UUID: "login", AuthResponse: { Roles: [], CustomerUUID: "account" } })).toBe(
      "account",
    );
    expect(mfaCustomer({ UUID: "login", AuthResponse: { Roles: [] } })).toBe("login");
    expect(mfaCustomer({ UUID: "login" })).toBe("login");
  });
});
