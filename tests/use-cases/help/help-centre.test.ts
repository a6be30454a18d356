import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import {
  EMPTY_HELP_CENTRE,
  MAX_ARTICLE_PAGES,
  ZENDESK_ARTICLES_PER_PAGE,
  loadHelpCentre,
  searchHelp,
  type ZendeskArticle,
} from "@waea/domain/help";
import { HelpApi } from "@waea/domain/help/api";
import { makeMemoryStorage } from "@waea/domain/ports";
import { withFakeApi, visitor, withTransport } from "../support/fake-api";
import { callLog, outage } from "./outage";

const api = withFakeApi();

/**
 * The operator's help centre holds a few dozen articles; a bigger one is put in its place straight in the world
 * (no call of the API writes help articles), and the fake API told that the world changed.
 */
const helpCentreOf = (articles: ReadonlyArray<ZendeskArticle>) => {
  Object.assign(api().store.world.help, { articles });
  api().store.changed();
};
const generated = (count: number, isDraft: (index: number) => boolean): ReadonlyArray<ZendeskArticle> =>
  Array.from({ length: count }, (_, index) => ({
    id: 10_000 + index,
    section_id: 2001,
    title: `Article ${index}`,
    body: null,
    draft: isDraft(index),
  }));

/** A visitor whose requests go through `answer` first (an outage, a log). */
const through = (answer: Parameters<typeof withTransport>[2]) =>
  withTransport(api(), makeMemoryStorage(), answer);

const HELP_CALLS = [
  "help.zendeskCategories",
  "help.zendeskSections",
  "help.zendeskArticles",
  "help.intercomCollections",
  "help.intercomArticles",
] as const;

describe("loading the help centre (APP-11)", () => {
  it("reads the support-desk provider, drafts dropped", async () => {
    const centre = await visitor(api()).run(loadHelpCentre("zendesk"));
    expect(centre.categories.map((c) => c.name)).toEqual([
      "Getting started",
      "Billing and payments",
      "Mobile",
      "Broadband",
      "Account",
    ]);
    expect(centre.sections).toHaveLength(12);
    expect(centre.articles).toHaveLength(35);
    expect(centre.articles.filter((a) => a.title.includes("(draft)"))).toEqual([]);
  });

  it("the messaging provider shows the same help centre", async () => {
    const reader = visitor(api());
    expect(await reader.run(loadHelpCentre("intercom"))).toEqual(await reader.run(loadHelpCentre("zendesk")));
  });

  it("reads every page of 100 articles", async () => {
    helpCentreOf(generated(250, (index) => index % 50 === 0));
    expect((await visitor(api()).run(loadHelpCentre("zendesk"))).articles).toHaveLength(245);
    expect(ZENDESK_ARTICLES_PER_PAGE).toBe(100);
  });

  it("reads at most MAX_ARTICLE_PAGES pages, however many the provider has", async () => {
    helpCentreOf(generated((MAX_ARTICLE_PAGES + 1) * ZENDESK_ARTICLES_PER_PAGE, () => false));
    const log: string[] = [];
    const centre = await through(callLog(api(), log)).run(loadHelpCentre("zendesk"));
    expect(centre.articles).toHaveLength(MAX_ARTICLE_PAGES * ZENDESK_ARTICLES_PER_PAGE);
    expect(log.filter((line) => line.startsWith("GET /help-desk/articles"))).toHaveLength(MAX_ARTICLE_PAGES);
  });

  it("gives empty lists for failed calls, keeping what loaded", async () => {
    const down = through(outage(api(), HELP_CALLS));
    expect(await down.run(loadHelpCentre("zendesk"))).toEqual(EMPTY_HELP_CENTRE);
    expect(await down.run(loadHelpCentre("intercom"))).toEqual(EMPTY_HELP_CENTRE);
    const partly = await through(outage(api(), ["help.zendeskArticles"])).run(loadHelpCentre("zendesk"));
    expect([partly.categories.length, partly.sections.length, partly.articles.length]).toEqual([5, 12, 0]);
  });
});

describe("searching the help centre (APP-11)", () => {
  it("searches the support desk and places each hit in its section and category", async () => {
    const reader = visitor(api());
    const centre = await reader.run(loadHelpCentre("zendesk"));
    const hits = await reader.run(searchHelp("zendesk", "roaming", centre));
    expect(hits.map((a) => [a.title, a.sectionId, a.categoryId])).toEqual([
      ["Roaming in Australia", "2008", "1003"],
      ["Turn roaming on or off", "2008", "1003"],
      ["Buy an add-on", "2006", "1003"],
    ]);
  });

  it("drops drafts the support desk finds", async () => {
    const reader = visitor(api());
    const centre = await reader.run(loadHelpCentre("zendesk"));
    const found = await reader.run(Effect.flatMap(HelpApi, (help) => help.zendeskSearch("unlimited")));
    expect(found.results.map((a) => [a.title, a.draft])).toEqual([["Unlimited plans (draft)", true]]);
    expect(await reader.run(searchHelp("zendesk", "unlimited", centre))).toEqual([]);
  });

  it("searches the messaging provider for published articles, any case", async () => {
    const reader = visitor(api());
    const centre = await reader.run(loadHelpCentre("intercom"));
    const hits = await reader.run(searchHelp("intercom", "eSIM", centre));
    expect(hits.map((a) => [a.id, a.sectionId, a.categoryId])).toEqual([
      ["3002", "2001", "1001"],
      ["3004", "2001", "1001"],
    ]);
    expect(await reader.run(searchHelp("intercom", "unlimited", centre))).toEqual([]);
    // A centre that did not load places a hit in its collection, in no category.
    const unplaced = await reader.run(searchHelp("intercom", "eSIM", EMPTY_HELP_CENTRE));
    expect(unplaced.map((a) => [a.sectionId, a.categoryId])).toEqual([
      ["2001", ""],
      ["2001", ""],
    ]);
  });

  it("asks nothing for a blank query, and gives nothing when the search fails", async () => {
    const log: string[] = [];
    expect(await through(callLog(api(), log)).run(searchHelp("zendesk", "  ", EMPTY_HELP_CENTRE))).toEqual(
      [],
    );
    expect(log).toEqual([]);
    const down = through(outage(api(), ["help.zendeskSearch", "help.intercomSearch"]));
    expect(await down.run(searchHelp("zendesk", "sim", EMPTY_HELP_CENTRE))).toEqual([]);
    expect(await down.run(searchHelp("intercom", "sim", EMPTY_HELP_CENTRE))).toEqual([]);
  });
});
