import { describe, expect, it } from "vitest";
import { gstPartCents } from "./gst";

describe("gstPartCents", () => {
  it("is the GST part of a GST-inclusive amount, to the cent", () => {
    expect(gstPartCents(11500)).toBe(1500);
    expect(gstPartCents(4600)).toBe(600);
    expect(gstPartCents(7900)).toBe(1030);
    expect(gstPartCents(0)).toBe(0);
  });
});
