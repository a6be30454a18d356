import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import { availableProfileTabs, selectProfileTab } from "./profile-tabs";

describe("profile tabs (PRO-08)", () => {
  it("offers the allowed tabs, or broadband and bonuses for a fibre-only profile", () => {
    expect(availableProfileTabs(productionSettings, false)).toEqual([
      "my-app-home",
      "personal-data",
      "plans",
      "broadband",
      "store",
      "bonuses",
      "my-orders",
    ]);
    expect(availableProfileTabs(productionSettings, true)).toEqual(["broadband", "bonuses"]);
  });
  it("keeps the order of the allowed list, once each", () => {
    const settings = withSettings(productionSettings, {
      allowedProfileTabs: ["bonuses", "plans", "bonuses", "broadband"],
    });
    expect(availableProfileTabs(settings, false)).toEqual(["bonuses", "plans", "broadband"]);
    expect(availableProfileTabs(settings, true)).toEqual(["bonuses", "broadband"]);
  });
  it("leaves out a tab whose landing page the build switches off", () => {
    const settings = withSettings(productionSettings, { flags: { rewards: false, ufb: false, fwa: false } });
    expect(availableProfileTabs(settings, true)).toEqual([]);
    expect(availableProfileTabs(settings, false)).not.toContain("bonuses");
  });
  it("selects the route's tab when available, else the first available one", () => {
    expect(selectProfileTab("plans", ["personal-data", "plans"])).toBe("plans");
    expect(selectProfileTab("plans", ["broadband", "bonuses"])).toBe("broadband");
    expect(selectProfileTab(undefined, ["bonuses"])).toBe("bonuses");
    expect(selectProfileTab("plans", [])).toBeUndefined();
  });
});
