import { describe, expect, it } from "vitest";
import { maskLocation } from "./mask-location";

describe("maskLocation (APP-04)", () => {
  it("masks tokens of the location itself", () => {
    expect(maskLocation("/email-verify-page?secret=abc123")).toBe("/email-verify-page?secret=***");
    expect(maskLocation("/activation/XYZ-1")).toBe("/activation/***");
  });

  it("masks tokens of a location carried in a query value", () => {
    const masked = maskLocation("/sign-in?redirect=%2Femail-verify-page%3Fsecret%3Dabc123%26redirect%3D%2F");
    expect(masked).not.toContain("abc123");
    expect(decodeURIComponent(masked)).toContain("/email-verify-page?secret=***");
  });

  it("leaves a location without tokens as it is", () => {
    expect(maskLocation("/plans/unlimited?language=mi-NZ")).toBe("/plans/unlimited?language=mi-NZ");
  });
});
