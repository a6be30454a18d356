import { describe, expect, it } from "vitest";
import { hasLocalPassword } from "./local-password";

describe("hasLocalPassword (PRO-02, PRO-03)", () => {
  it("is true for a LOCAL login and for one that names no provider", () => {
    expect(hasLocalPassword("LOCAL")).toBe(true);
    expect(hasLocalPassword(undefined)).toBe(true);
  });
  it("is false for every provider login", () => {
    for (const provider of ["FIREBASE", "GOOGLE", "FACEBOOK", "APPLE"] as const)
      expect(hasLocalPassword(provider)).toBe(false);
  });
});
