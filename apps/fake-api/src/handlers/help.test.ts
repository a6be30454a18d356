import { describe, expect, it } from "vitest";
import { fromIntercom, fromZendesk, type IntercomArticle, type ZendeskArticle } from "@waea/domain/help";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async () => {
  const app = api();
  const get = async (url: string) => {
    const response = await app.call({ method: "GET", url: `/api${url}` });
    return { status: response.status, body: response.json() };
  };
  return { app, get };
};

describe("the help centre, support-desk style (APP-11)", () => {
  it("serves categories, sections and articles (drafts flagged) that the domain turns into a help centre", async () => {
    const { get } = await setup();
    const categories = (await get("/help-desk/categories")).body.categories;
    const sections = (await get("/help-desk/sections")).body.sections;
    const articles = (await get("/help-desk/articles?per_page=100&page=1")).body;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      "Getting started",
      "Billing and payments",
      "Mobile",
      "Broadband",
      "Account",
    ]);
    expect(articles.next_page).toBeNull();
    expect(articles.articles.filter((a: ZendeskArticle) => a.draft)).toHaveLength(3);
    const centre = fromZendesk(categories, sections, articles.articles);
    expect(centre.articles.length).toBeGreaterThanOrEqual(30);
    expect(centre.articles.every((a) => a.categoryId !== "")).toBe(true);
  });

  it("pages articles, and refuses pages it cannot have", async () => {
    const { get } = await setup();
    const first = (await get("/help-desk/articles?per_page=10&page=1")).body;
    expect(first.articles).toHaveLength(10);
    expect(first.page_count).toBe(4);
    expect(first.next_page).toBe("/help-desk/articles?per_page=10&page=2");
    expect((await get("/help-desk/articles?per_page=10&page=4")).body.next_page).toBeNull();
    expect((await get("/help-desk/articles?per_page=10&page=9")).body.articles).toEqual([]);
    expect((await get("/help-desk/articles?per_page=101&page=1")).status).toBe(400);
    expect((await get("/help-desk/articles?per_page=10&page=0")).status).toBe(400);
  });

  it("searches every word, case and accents aside, titles first", async () => {
    const { get } = await setup();
    const hits = (await get("/help-desk/articles/search?query=ROAMING")).body.results;
    expect(hits.map((a: ZendeskArticle) => a.title).slice(0, 2)).toEqual([
      "Roaming in Australia",
      "Turn roaming on or off",
    ]);
    expect(hits.length).toBeGreaterThan(2);
    const both = (await get("/help-desk/articles/search?query=roaming%20pass")).body.results;
    expect(both.map((a: ZendeskArticle) => a.id)).toEqual([3024]);
    expect((await get("/help-desk/articles/search?query=%20")).status).toBe(400);
  });
});

describe("the help centre, messaging-provider style (APP-11)", () => {
  it("serves collections with parent_id and articles with their state", async () => {
    const { get } = await setup();
    const collections = (await get("/intercom/help_center/collections?per_page=150")).body.data;
    const articles = (await get("/intercom/articles?per_page=150")).body.data;
    const centre = fromIntercom(collections, articles);
    expect(centre.categories).toHaveLength(5);
    expect(centre.sections).toHaveLength(12);
    expect(articles.filter((a: IntercomArticle) => a.state === "draft")).toHaveLength(3);
    expect(centre.articles).toHaveLength(articles.length - 3);
    expect((await get("/intercom/articles?per_page=5")).body.data).toHaveLength(5);
    expect((await get("/intercom/articles?per_page=151")).status).toBe(400);
  });

  it("searches one state: published, draft or all", async () => {
    const { get } = await setup();
    const search = async (state: string) =>
      (await get(`/intercom/articles/search?phrase=broadband&state=${state}`)).body.data.articles.map(
        (a: IntercomArticle) => a.state,
      );
    expect(new Set(await search("published"))).toEqual(new Set(["published"]));
    expect(await search("draft")).toEqual(["draft"]);
    expect((await search("all")).length).toBe((await search("published")).length + 1);
    expect((await get("/intercom/articles/search?phrase=x&state=archived")).status).toBe(400);
  });
});
