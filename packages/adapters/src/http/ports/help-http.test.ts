import * as Effect from "effect/Effect";
import { afterEach, describe, expect, it } from "vitest";
import { loadHelpCentre, searchHelp } from "@waea/domain/help";
import { HelpApi } from "@waea/domain/help/api";
import { startTestServer, type SeenRequest, type TestReply } from "../client/test-server";
import { MINUTE, START, authData, clientFor } from "../client/test-support";
import { makeHttpHelpApi } from "./help-http";

const servers: Array<{ close: () => Promise<void> }> = [];
const serve = async (respond: (request: SeenRequest) => TestReply) => {
  const server = await startTestServer(respond);
  servers.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const article = (id: number, draft = false) => ({
  id,
  section_id: 20,
  title: `A${id}`,
  body: "<p>x</p>",
  draft,
});

/** A help desk with 150 articles over two pages, and a messaging provider with one collection. */
const helpDesk = (request: SeenRequest): TestReply => {
  const url = new URL(request.url, "http://x");
  if (url.pathname === "/api/help-desk/categories") return { body: { categories: [{ id: 10, name: "C" }] } };
  if (url.pathname === "/api/help-desk/sections")
    return { body: { sections: [{ id: 20, category_id: 10, name: "S" }] } };
  if (url.pathname === "/api/help-desk/articles") {
    const page = Number(url.searchParams.get("page"));
    const ids = Array.from({ length: page === 1 ? 100 : 50 }, (_, i) => (page - 1) * 100 + i + 1);
    return {
      body: {
        articles: ids.map((id) => article(id, id === 150)),
        next_page: page === 1 ? "/help-desk/articles?page=2" : null,
        page_count: 2,
      },
    };
  }
  if (url.pathname === "/api/intercom/articles/search")
    return { body: { data: { articles: [{ id: "1", title: "T", state: "published", parent_id: "20" }] } } };
  if (url.pathname === "/api/support/login/c-1") return { body: { Provider: "intercom", Token: "t" } };
  return { status: 404, body: { err_message: "Object not found" } };
};

describe("the HelpApi over HTTP", () => {
  it("asks the support desk for 100 articles a page until the last, and the centre drops drafts", async () => {
    const server = await serve(helpDesk);
    const { client } = await clientFor(server.baseUrl);
    const api = makeHttpHelpApi(client);
    const centre = await Effect.runPromise(Effect.provideService(loadHelpCentre("zendesk"), HelpApi, api));
    expect(centre.articles).toHaveLength(149);
    const pages = server.seen.filter((r) => r.url.startsWith("/api/help-desk/articles")).map((r) => r.url);
    expect(pages).toEqual([
      "/api/help-desk/articles?per_page=100&page=1",
      "/api/help-desk/articles?per_page=100&page=2",
    ]);
    expect(server.seen.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it("searches the messaging provider's published articles with the phrase", async () => {
    const server = await serve(helpDesk);
    const { client } = await clientFor(server.baseUrl);
    const hits = await Effect.runPromise(
      Effect.provideService(
        searchHelp("intercom", " top up ", { categories: [], sections: [], articles: [] }),
        HelpApi,
        makeHttpHelpApi(client),
      ),
    );
    expect(hits.map((a) => a.id)).toEqual(["1"]);
    expect(server.seen.map((r) => r.url)).toEqual([
      "/api/intercom/articles/search?phrase=top+up&state=published",
    ]);
  });

  it("logs in to chat through the support login of the auth calls, signed in", async () => {
    const server = await serve(helpDesk);
    const { client } = await clientFor(server.baseUrl, {
      auth: authData("a.jwt.token", START + 60 * MINUTE),
    });
    const reply = await Effect.runPromise(makeHttpHelpApi(client).supportLogin("c-1"));
    expect(reply).toEqual({ Provider: "intercom", Token: "t" });
    expect(server.seen[0]).toMatchObject({ method: "POST", url: "/api/support/login/c-1?platform=web" });
    expect(server.seen[0]?.headers.authorization).toBe("Bearer a.jwt.token");
  });
});
