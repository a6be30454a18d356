import { describe, expect, it } from "vitest";
import { maskEmail } from "./masked-email";

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail(" aroha.ngata@example.nz ")).toBe("a•••@example.nz");
    expect(maskEmail("a@b.nz")).toBe("a•••@b.nz");
  });

  it("reveals nothing of a value that is not an address", () => {
    expect(maskEmail("nobody")).toBe("•••");
    expect(maskEmail("@example.nz")).toBe("•••");
  });
});
