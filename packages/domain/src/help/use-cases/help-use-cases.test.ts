import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { ChatWidget, makeMemoryChatWidget, memoryChatWidgetLayer } from "../chat";
import { HelpApi, type HelpApiService } from "../help-api";
import { makeMemoryHelpApi, memoryHelpApiLayer, type MemoryHelpSeed } from "../help-api-memory";
import { EMPTY_HELP_CENTRE } from "../help-model";
import { fromIntercom } from "../intercom";
import { iArticles, iCollections, zArticles, zCategories, zSections } from "../test-fixtures";
import { ZENDESK_ARTICLES_PER_PAGE, type ZendeskArticle } from "../zendesk";
import { MAX_ARTICLE_PAGES, loadHelpCentre } from "./load-help-centre";
import { loginChat } from "./login-chat";
import { searchHelp } from "./search-help";

const seed: MemoryHelpSeed = {
  zendesk: { categories: zCategories, sections: zSections, articles: zArticles },
  intercom: { collections: iCollections, articles: iArticles },
};
const run = <A>(program: Effect.Effect<A, never, HelpApi>, api: HelpApiService = makeMemoryHelpApi(seed)) =>
  Effect.runSync(Effect.provideService(program, HelpApi, api));

describe("loading the help centre (APP-11)", () => {
  it("reads the support-desk provider, drafts dropped", () => {
    const centre = run(loadHelpCentre("zendesk"));
    expect(centre.categories).toHaveLength(2);
    expect(centre.articles.map((a) => a.id)).toEqual(["100", "200"]);
  });
  it("reads every page of 100 articles", () => {
    const many: ZendeskArticle[] = Array.from({ length: 250 }, (_, i) => ({
      id: i,
      section_id: 10,
      title: `a${i}`,
      draft: i % 50 === 0,
    }));
    const api = makeMemoryHelpApi({
      zendesk: { categories: zCategories, sections: zSections, articles: many },
    });
    expect(run(loadHelpCentre("zendesk"), api).articles).toHaveLength(245);
    expect(ZENDESK_ARTICLES_PER_PAGE).toBe(100);
  });
  it("stops at the page bound when the provider never ends", () => {
    let calls = 0;
    const endless: HelpApiService = {
      ...makeMemoryHelpApi(),
      zendeskArticles: (page) =>
        Effect.sync(() => {
          calls += 1;
          return { articles: [{ id: page, section_id: 1, title: "t", draft: false }], next_page: "more" };
        }),
    };
    expect(run(loadHelpCentre("zendesk"), endless).articles).toHaveLength(MAX_ARTICLE_PAGES);
    expect(calls).toBe(MAX_ARTICLE_PAGES);
  });
  it("reads the messaging provider", () => {
    expect(run(loadHelpCentre("intercom"))).toEqual(fromIntercom(iCollections, iArticles));
  });
  it("gives empty lists for failed calls, keeping what loaded", () => {
    const all = new Set([
      "zendeskCategories",
      "zendeskSections",
      "zendeskArticles",
      "intercomCollections",
      "intercomArticles",
    ]);
    expect(run(loadHelpCentre("zendesk"), makeMemoryHelpApi({ ...seed, failing: all }))).toEqual(
      EMPTY_HELP_CENTRE,
    );
    expect(run(loadHelpCentre("intercom"), makeMemoryHelpApi({ ...seed, failing: all }))).toEqual(
      EMPTY_HELP_CENTRE,
    );
    const partial = run(
      loadHelpCentre("zendesk"),
      makeMemoryHelpApi({ ...seed, failing: new Set(["zendeskArticles"]) }),
    );
    expect([partial.categories.length, partial.articles.length]).toEqual([2, 0]);
  });
});

describe("searching the help centre", () => {
  const zCentre = run(loadHelpCentre("zendesk"));
  const iCentre = run(loadHelpCentre("intercom"));
  it("searches the support desk, dropping drafts and placing hits", () => {
    expect(run(searchHelp("zendesk", "sim", zCentre)).map((a) => [a.id, a.categoryId])).toEqual([
      ["100", "1"],
    ]);
  });
  it("searches the messaging provider for published articles", () => {
    expect(run(searchHelp("intercom", "SIM", iCentre)).map((a) => [a.id, a.sectionId, a.categoryId])).toEqual(
      [
        ["1", "s1", "c1"],
        ["3", "s2", "c1"],
      ],
    );
    expect(run(searchHelp("intercom", "orphan", iCentre)).map((a) => [a.sectionId, a.categoryId])).toEqual([
      ["", ""],
    ]);
  });
  it("asks nothing for a blank query and gives nothing on failure", () => {
    expect(run(searchHelp("zendesk", "  ", zCentre))).toEqual([]);
    const failing = makeMemoryHelpApi({ ...seed, failing: new Set(["zendeskSearch", "intercomSearch"]) });
    expect(run(searchHelp("zendesk", "sim", zCentre), failing)).toEqual([]);
    expect(run(searchHelp("intercom", "sim", iCentre), failing)).toEqual([]);
  });
});

describe("chat login (APP-10)", () => {
  const chat = (helpSeed: MemoryHelpSeed, refused?: ReadonlySet<string>, settings = productionSettings) => {
    const widget = makeMemoryChatWidget(refused);
    const outcome = Effect.runSync(
      loginChat("me", settings).pipe(
        Effect.provideService(ChatWidget, widget),
        Effect.provide(memoryHelpApiLayer(helpSeed)),
      ),
    );
    return { outcome, state: widget.state(), logouts: widget.logouts() };
  };
  it("logs the customer into the configured widget", () => {
    expect(chat({ supportCustomers: new Set(["me"]) })).toEqual({
      outcome: "logged_in",
      state: { provider: "intercom", token: "support-me" },
      logouts: 0,
    });
  });
  it("logs the chat user out when the support login fails", () => {
    expect(chat({})).toEqual({ outcome: "logged_out", state: undefined, logouts: 1 });
    expect(chat({ supportCustomers: new Set(["me"]), failing: new Set(["supportLogin"]) }).outcome).toBe(
      "logged_out",
    );
  });
  it("logs out when the token is for another provider or the widget refuses it", () => {
    expect(chat({ supportCustomers: new Set(["me"]), supportProvider: "zendesk" }).outcome).toBe(
      "logged_out",
    );
    expect(chat({ supportCustomers: new Set(["me"]) }, new Set(["support-me"])).outcome).toBe("logged_out");
  });
  it("does nothing with the chat flag off", () => {
    const off = withSettings(productionSettings, { flags: { chat: false } });
    expect(chat({ supportCustomers: new Set(["me"]) }, undefined, off)).toEqual({
      outcome: "disabled",
      state: undefined,
      logouts: 0,
    });
  });
});

describe("memory chat widget layer", () => {
  it("provides a widget that logs in", () => {
    const program = Effect.flatMap(ChatWidget, (w) => w.login("intercom", "t"));
    expect(Effect.runSync(Effect.either(program.pipe(Effect.provide(memoryChatWidgetLayer()))))._tag).toBe(
      "Right",
    );
  });
});
