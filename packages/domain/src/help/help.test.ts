import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import { chatProviderOf, isReplyForProvider } from "./chat";
import { articlesOf, articlesOfCategory, helpPage, sectionsOf } from "./help-filter";
import { fromIntercom } from "./intercom";
import { emptyHelpMessageKey } from "./messages";
import { fromZendesk } from "./zendesk";
import { iArticles, iCollections, zArticles, zCategories, zSections } from "./test-fixtures";

describe("support-desk mapping", () => {
  const centre = fromZendesk(zCategories, zSections, zArticles);
  it("orders categories, keeps sections and drops drafts", () => {
    expect(centre.categories).toEqual([
      { id: "1", name: "Getting started", description: "New here?" },
      { id: "2", name: "Billing", description: "" },
    ]);
    expect(centre.sections.map((s) => [s.id, s.categoryId])).toEqual([
      ["10", "1"],
      ["20", "2"],
    ]);
    expect(centre.articles).toEqual([
      {
        id: "100",
        sectionId: "10",
        categoryId: "1",
        title: "Activate your SIM",
        body: "<p>Insert the SIM</p>",
        url: "https://help/100",
      },
      { id: "200", sectionId: "20", categoryId: "2", title: "Read your invoice", body: "" },
    ]);
  });
});

describe("messaging-provider mapping", () => {
  const centre = fromIntercom(iCollections, iArticles);
  it("separates categories from sections by parent_id", () => {
    expect(centre.categories.map((c) => c.id)).toEqual(["c1", "c2"]);
    expect(centre.categories[1]).toEqual({ id: "c2", name: "Billing", description: "Money" });
  });
  it("folds deeper collections into their top category and gives direct articles a section", () => {
    expect(centre.sections.map((s) => [s.id, s.categoryId, s.name])).toEqual([
      ["s1", "c1", "Your SIM"],
      ["s2", "c1", "eSIM"],
      ["c2", "c2", "Billing"],
    ]);
  });
  it("keeps published, reachable articles only", () => {
    expect(centre.articles.map((a) => [a.id, a.sectionId, a.categoryId])).toEqual([
      ["1", "s1", "c1"],
      ["3", "s2", "c1"],
      ["4", "c2", "c2"],
    ]);
    expect(centre.articles[0]?.url).toBe("https://i/1");
    expect(centre.articles[1]).not.toHaveProperty("url");
    expect(centre.articles[1]?.body).toBe("");
  });
  it("treats a collection whose parent is unknown as a category, and survives a parent cycle", () => {
    const odd = fromIntercom(
      [
        { id: "x", name: "X", parent_id: "missing" },
        { id: "a", name: "A", parent_id: "b" },
        { id: "b", name: "B", parent_id: "a" },
      ],
      [],
    );
    expect(odd.categories.map((c) => c.id)).toEqual(["x", "a", "b"]);
    expect(odd.sections).toEqual([]);
  });
});

describe("filtering by category and section", () => {
  const centre = fromIntercom(iCollections, iArticles);
  it("lists sections of a category and articles of a section or category", () => {
    expect(sectionsOf(centre, "c1").map((s) => s.id)).toEqual(["s1", "s2"]);
    expect(articlesOf(centre, "s1").map((a) => a.id)).toEqual(["1"]);
    expect(articlesOfCategory(centre, "c1").map((a) => a.id)).toEqual(["1", "3"]);
  });
  it("resolves a help route, showing nothing for levels that do not fit", () => {
    const page = helpPage(centre, { categoryId: "c1", sectionId: "s1", articleId: "1" });
    expect([page.category?.id, page.section?.id, page.article?.id]).toEqual(["c1", "s1", "1"]);
    expect(page.sections).toHaveLength(2);
    expect(page.articles).toHaveLength(1);
    const stale = helpPage(centre, { categoryId: "c2", sectionId: "s1", articleId: "1" });
    expect([stale.category?.id, stale.section, stale.article, stale.articles]).toEqual([
      "c2",
      undefined,
      undefined,
      [],
    ]);
    expect(helpPage(centre, {})).toEqual({
      category: undefined,
      section: undefined,
      article: undefined,
      sections: [],
      articles: [],
    });
  });
  it("names the empty state", () => {
    expect(emptyHelpMessageKey(true)).toBe("help.no_results");
    expect(emptyHelpMessageKey(false)).toBe("help.no_articles");
  });
});

describe("chat provider (APP-10)", () => {
  it("is chosen by Settings.chatProvider while the chat flag is on", () => {
    expect(chatProviderOf(productionSettings)).toBe("intercom");
    expect(chatProviderOf(withSettings(productionSettings, { chatProvider: "zendesk" }))).toBe("zendesk");
    expect(chatProviderOf(withSettings(productionSettings, { flags: { chat: false } }))).toBeUndefined();
  });
  it("accepts a reply naming the provider in any case", () => {
    expect(isReplyForProvider({ Provider: " Intercom ", Token: "t" }, "intercom")).toBe(true);
    expect(isReplyForProvider({ Provider: "zendesk", Token: "t" }, "intercom")).toBe(false);
  });
});
