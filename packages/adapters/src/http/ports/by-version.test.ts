import { describe, expect, it } from "vitest";
import { byVersion } from "./by-version";

describe("byVersion", () => {
  it("picks the call of the version asked for", () => {
    const calls = { v1: "eshop", v2: "eshop/v2", v3: "eshop/v3" } as const;
    expect(byVersion("v1", calls)).toBe("eshop");
    expect(byVersion("v2", calls)).toBe("eshop/v2");
    expect(byVersion("v3", calls)).toBe("eshop/v3");
  });
});
