import { afterEach, describe, expect, it, vi } from "vitest";
import { formatNzDate, formatNzDateTime, formatNzTime, monthAbbreviation } from "./nz-format";

const utc = (iso: string) => Date.parse(iso);

describe("the spec's date layouts in NZ time", () => {
  it("formats 'DD MMM YYYY @ HH:mm' and DD-MM-YYYY", () => {
    expect(formatNzDateTime(utc("2025-03-05T01:07:00Z"), "en")).toBe("05 Mar 2025 @ 14:07");
    expect(formatNzDate(utc("2025-03-05T01:07:00Z"))).toBe("05-03-2025");
    expect(formatNzDateTime(utc("2024-12-31T11:00:00Z"), "en")).toBe("01 Jan 2025 @ 00:00");
    expect(formatNzDateTime(utc("2025-09-15T01:00:00Z"), "en")).toBe("15 Sep 2025 @ 13:00");
  });
  it("formats HH:mm:ss in NZ time, on the 24-hour clock, across a daylight change", () => {
    expect(formatNzTime(utc("2025-03-05T01:07:09Z"))).toBe("14:07:09");
    expect(formatNzTime(utc("2025-07-01T11:59:59.999Z"))).toBe("23:59:59");
    expect(formatNzTime(utc("2024-12-31T11:00:00Z"))).toBe("00:00:00");
    expect(formatNzTime(utc("2025-09-27T13:59:59Z"))).toBe("01:59:59");
    expect(formatNzTime(utc("2025-09-27T14:00:00Z"))).toBe("03:00:00");
    expect(formatNzDate(utc("2025-09-27T11:59:59Z"))).toBe("27-09-2025");
    expect(formatNzDate(utc("2025-09-27T12:00:00Z"))).toBe("28-09-2025");
  });
  it("writes the clock change of September 2025 and of April 2026 as NZ shows it", () => {
    expect(formatNzDateTime(utc("2025-09-27T13:59:00Z"), "en")).toBe("28 Sep 2025 @ 01:59");
    expect(formatNzDateTime(utc("2025-09-27T14:00:00Z"), "en")).toBe("28 Sep 2025 @ 03:00");
    expect(formatNzDateTime(utc("2026-04-04T13:59:00Z"), "en")).toBe("05 Apr 2026 @ 02:59");
    expect(formatNzDateTime(utc("2026-04-04T14:00:00Z"), "en")).toBe("05 Apr 2026 @ 02:00");
  });
  it("names the month in te reo Māori for the Māori interface, in the same layout", () => {
    expect(formatNzDateTime(utc("2025-03-05T01:07:00Z"), "mi-NZ")).toBe("05 Māe 2025 @ 14:07");
    expect(formatNzDateTime(utc("2025-09-27T14:00:00Z"), "mi-NZ")).toBe("28 Hep 2025 @ 03:00");
    expect(formatNzDateTime(utc("2024-12-31T10:59:00Z"), "mi-NZ")).toBe("31 Tīh 2024 @ 23:59");
  });
  it("abbreviates every month in both languages, and nothing outside 1-12", () => {
    const months = (language: "en" | "mi-NZ") =>
      Array.from({ length: 12 }, (_, i) => monthAbbreviation(i + 1, language)).join(" ");
    expect(months("en")).toBe("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec");
    expect(months("mi-NZ")).toBe("Hān Pēp Māe Āpe Mei Hun Hūr Āku Hep Oke Noe Tīh");
    expect([
      monthAbbreviation(0, "en"),
      monthAbbreviation(13, "mi-NZ"),
      monthAbbreviation(1.5, "en"),
    ]).toEqual(["", "", ""]);
  });
  describe("without the platform's Intl (its first use loads ICU's data, 30-50 ms in a browser)", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });
    it("formats every layout in both languages, so the signed-in home never pays for it", () => {
      const refuse = () => {
        throw new Error("Intl used");
      };
      vi.stubGlobal("Intl", { DateTimeFormat: refuse, NumberFormat: refuse });
      const t = utc("2025-10-05T01:07:09Z");
      expect(formatNzDateTime(t, "mi-NZ")).toBe("05 Oke 2025 @ 14:07");
      expect(formatNzDateTime(t, "en")).toBe("05 Oct 2025 @ 14:07");
      expect(formatNzDate(t)).toBe("05-10-2025");
      expect(formatNzTime(t)).toBe("14:07:09");
    });
  });
  it("formats what is not a time as nothing", () => {
    expect(formatNzDateTime(Number.NaN, "en")).toBe("");
    expect(formatNzDate(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatNzTime(Number.NaN)).toBe("");
  });
});
