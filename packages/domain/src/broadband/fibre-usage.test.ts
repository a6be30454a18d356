import { describe, expect, it } from "vitest";
import { fibreUsageTotals, newestDaysFirst } from "./fibre-usage";

const days = [
  { Day: "2026-11-01", DownloadMB: 12_000, UploadMB: 1_500 },
  { Day: "2026-11-03", DownloadMB: 300, UploadMB: 20 },
  { Day: "2026-11-02", DownloadMB: 0, UploadMB: 0 },
];

describe("fibre usage (BB-04, ufb/usage)", () => {
  it("adds the period's download and upload, and both together", () => {
    expect(fibreUsageTotals(days)).toEqual({ downloadMB: 12_300, uploadMB: 1_520, totalMB: 13_820 });
  });

  it("a period with no days yet totals nothing", () => {
    expect(fibreUsageTotals([])).toEqual({ downloadMB: 0, uploadMB: 0, totalMB: 0 });
  });

  it("lists the newest day first", () => {
    expect(newestDaysFirst(days).map((day) => day.Day)).toEqual(["2026-11-03", "2026-11-02", "2026-11-01"]);
  });
});
