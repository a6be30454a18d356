import { describe, expect, it } from "vitest";
import { DEFAULT_BROADBAND_SECURITY, switchProtection } from "./broadband-security";

describe("broadband network protection (BB-04, security)", () => {
  it("switching a protection changes only that one", () => {
    expect(switchProtection(DEFAULT_BROADBAND_SECURITY, "FamilyFilter", true)).toEqual({
      ThreatProtection: true,
      FamilyFilter: true,
    });
    expect(switchProtection(DEFAULT_BROADBAND_SECURITY, "ThreatProtection", false)).toEqual({
      ThreatProtection: false,
      FamilyFilter: false,
    });
  });

  it("a protection already so is not a change: nothing to send", () => {
    expect(switchProtection(DEFAULT_BROADBAND_SECURITY, "ThreatProtection", true)).toBeUndefined();
    expect(switchProtection(DEFAULT_BROADBAND_SECURITY, "FamilyFilter", false)).toBeUndefined();
  });

  it("a new service is protected from threats and unfiltered", () => {
    expect(DEFAULT_BROADBAND_SECURITY).toEqual({ ThreatProtection: true, FamilyFilter: false });
  });
});
