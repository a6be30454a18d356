import { screen, within } from "@testing-library/react";
import { RateLocations } from "@waea/domain/rates";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { flagUrl } from "./flags";

const api = withPortal();

const rowsOf = async () => {
  const table = (
    await screen.findByText(/International calling rates|Ngā utu waea ki tāwāhi/, { selector: "caption" })
  ).closest("table");
  if (table === null) throw new Error("no rates table");
  return [...table.querySelectorAll<HTMLTableRowElement>("tbody tr")];
};

describe("international calling rates (PLAN-09)", () => {
  it("PLAN-09: lists the 24 locations of spec 02 §9 sorted by location, each with its flag and rate", async () => {
    await renderApp(api(), "/international-plans");
    expect(
      await screen.findByRole("heading", { level: 1, name: "International calling rates" }),
    ).toBeTruthy();
    const rows = await rowsOf();
    expect(rows).toHaveLength(24);
    const names = rows.map((row) => row.querySelector("th")?.textContent);
    expect(names.slice(0, 5)).toEqual(["Australia", "Bangladesh", "Canada", "China", "Cook Islands"]);
    expect(names.at(-1)).toBe("Vietnam");
    const cook = rows[4];
    if (cook === undefined) throw new Error("no fifth row");
    expect(within(cook).getByText("1.20c per minute")).toBeTruthy();
    expect(within(rows[0] ?? cook).getByText("0c per minute")).toBeTruthy();
    // Every row has a flag picture (decorative: the name beside it says where), each the location's own.
    const flags = rows.map((row) => row.querySelector("img"));
    expect(flags.every((img) => img !== null && img.getAttribute("alt") === "")).toBe(true);
    expect(flags.map((img) => img?.getAttribute("src"))).toEqual(RateLocations.map(flagUrl));
  });

  it("PLAN-09: keeps the same order in te reo Māori, the names in Māori", async () => {
    await renderApp(api(), "/international-plans?language=mi-NZ");
    expect(await screen.findByRole("heading", { level: 1, name: "Ngā utu waea ki tāwāhi" })).toBeTruthy();
    const rows = await rowsOf();
    expect(rows.map((row) => row.querySelector("th")?.textContent).slice(0, 3)).toEqual([
      "Ahitereiria",
      "Pākaratehi",
      "Kānata",
    ]);
    expect(within(rows[4] ?? document.body).getByText("1.20c ia meneti")).toBeTruthy();
  });
});
