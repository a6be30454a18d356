import { describe, expect, it } from "vitest";
import { MFA_REQUIRED_ROLE, requiresMfa } from "./mfa";

describe("requiresMfa (AUTH-13)", () => {
  it("asks for a code only when the auth reply carries the role", () => {
    expect(requiresMfa({ AuthResponse: { Roles: ["customer", MFA_REQUIRED_ROLE] } })).toBe(true);
    expect(requiresMfa({ AuthResponse: { Roles: ["customer"] } })).toBe(false);
    expect(requiresMfa({})).toBe(false);
  });
});
