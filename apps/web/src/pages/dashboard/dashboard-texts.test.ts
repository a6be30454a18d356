import { describe, expect, it } from "vitest";
import { DASHBOARD_TEXTS } from "./dashboard-texts";

/** The sources of the mobile dashboard and of every card it renders once loaded. */
const sources = import.meta.glob<string>(
  [
    "./mobile-dashboard.tsx",
    "./balance-section.tsx",
    "./plan-section.tsx",
    "./usage-section.tsx",
    "./plan-fit-card.tsx",
  ],
  { query: "?raw", import: "default", eager: true },
);

const namespacesAsked = (source: string): ReadonlyArray<string> =>
  [...source.matchAll(/useTranslation\(\s*\[?([^)\]]*)/g)].flatMap((call) =>
    [...(call[1] ?? "").matchAll(/"([a-z-]+)"/g)].map((match) => match[1] ?? ""),
  );

describe("the mobile dashboard's loading state (PLAN-01: skeleton, no layout shift)", () => {
  it("loads every namespace its cards read while the skeleton shows, so no card suspends the page back to the loader", () => {
    expect(Object.keys(sources)).toHaveLength(5);
    const asked = new Set(Object.values(sources).flatMap(namespacesAsked));
    expect(asked.has("dashboard")).toBe(true);
    expect(
      [...asked].filter((namespace) => !(DASHBOARD_TEXTS as ReadonlyArray<string>).includes(namespace)),
    ).toEqual([]);
  });

  it("does not load the plans nor the usage namespace: no card reads them (their texts it shows are its own)", () => {
    expect(DASHBOARD_TEXTS as ReadonlyArray<string>).not.toContain("plans");
    expect(DASHBOARD_TEXTS as ReadonlyArray<string>).not.toContain("usage");
    const keys = Object.values(sources).flatMap((source) => [
      ...source.matchAll(/"(plans|usage)[:.][a-z_]+"/g),
    ]);
    expect(keys).toEqual([]);
  });
});
