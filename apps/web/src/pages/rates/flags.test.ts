// @vitest-environment node
import { RateLocations } from "@waea/domain/rates";
import { describe, expect, it } from "vitest";
import { flagUrl } from "./flags";

describe("the flags of the rates page (PLAN-09)", () => {
  it("PLAN-09: gives each of the 24 locations a flag of its own, Hawaii the United States' one", () => {
    const urls = RateLocations.map(flagUrl);
    expect(urls.every((url) => /\.svg|^data:image\/svg\+xml/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(23);
    expect(flagUrl("hawaii")).toBe(flagUrl("usa"));
    expect(flagUrl("uk")).toMatch(/gb/);
  });

  it("PLAN-09: shows the default flag for a location the rates do not know", () => {
    expect(flagUrl("atlantis")).toBe(flagUrl("default"));
    expect(flagUrl("atlantis")).toMatch(/xx/);
    expect(RateLocations.map(flagUrl)).not.toContain(flagUrl("atlantis"));
  });
});
