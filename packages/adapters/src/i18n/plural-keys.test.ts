import { describe, expect, it } from "vitest";
import { calledKeys, catalogHas, pluralBase, pluralProblems } from "./plural-keys";

describe("plural keys", () => {
  it("know a plural form by its CLDR suffix", () => {
    expect(pluralBase("period_days_one")).toBe("period_days");
    expect(pluralBase("items_other")).toBe("items");
    expect(pluralBase("period_week")).toBeUndefined();
  });
  it("find a key that is called with a count through its forms", () => {
    const catalog = { items_one: "{{count}} item", items_other: "{{count}} items", title: "Title" };
    expect(catalogHas(catalog, "items")).toBe(true);
    expect(catalogHas(catalog, "title")).toBe(true);
    expect(catalogHas(catalog, "nothing")).toBe(false);
    expect(catalogHas({ items_one: "one" }, "items")).toBe(false);
    expect(calledKeys(catalog)).toEqual(["items", "title"]);
  });
  it("fail a plural key that lacks a form in either language, or keeps a plain text beside its forms", () => {
    expect(
      pluralProblems({
        en: { items_one: "{{count}} item", items_other: "{{count}} items" },
        "mi-NZ": { items_one: "{{count}} tūemi", items_other: "{{count}} tūemi" },
      }),
    ).toEqual([]);
    expect(
      pluralProblems({
        en: { items_one: "{{count}} item", items_other: "{{count}} items", days: "{{count}} days" },
        "mi-NZ": { items: "{{count}} tūemi", days_other: "{{count}} rā" },
      }),
    ).toEqual([
      "en: days_one is missing",
      "en: days_other is missing",
      "en: days has plural forms and a plain text",
      "mi-NZ: days_one is missing",
      "mi-NZ: items_one is missing",
      "mi-NZ: items_other is missing",
      "mi-NZ: items has plural forms and a plain text",
    ]);
  });
});
