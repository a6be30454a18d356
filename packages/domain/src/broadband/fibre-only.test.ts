import { describe, expect, it } from "vitest";
import { isFibreOnly } from "./fibre-only";

describe("isFibreOnly", () => {
  it("needs a live fibre product and no other product", () => {
    expect(isFibreOnly({ products: [], fibreProducts: [{}] })).toBe(true);
    expect(isFibreOnly({ products: [], fibreProducts: [{ DeletedAtNanos: 1 }] })).toBe(false);
    expect(isFibreOnly({ products: [], fibreProducts: [] })).toBe(false);
    expect(isFibreOnly({ products: [{ UUID: "m" }], fibreProducts: [{}] })).toBe(false);
  });
});
