// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageDocument } from "../../build/page-document";
import { NOT_FOUND_PAGE } from "./public-pages";
import { renderPage } from "./render-page";

const template = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

/** The document build/prerender.ts writes for a page: what the server sends before any script runs. */
const prerendered = async (path: string, language: "en" | "mi-NZ") =>
  pageDocument(template, await renderPage(path, language), language);

describe("public pages prerendered at build time (APP-03, APP-08)", () => {
  it("the home page and sign-in carry their heading, title and <html lang> in English", async () => {
    const home = await prerendered("/", "en");
    expect(home).toContain('<html lang="en">');
    expect(home).toMatch(/<h1[^>]*>Mobile and broadband for Aotearoa<\/h1>/);
    const signIn = await prerendered("/sign-in", "en");
    expect(signIn).toContain("<title>Sign in | Waea</title>");
    expect(signIn).toContain("<h1>Sign in</h1>");
    expect(signIn).toMatch(/<div id="root">.*<form[^>]*aria-label="Sign in with e-mail and password"/s);
  });

  it('APP-08: in Māori, with lang="mi-NZ" on <html>', async () => {
    const signIn = await prerendered("/sign-in", "mi-NZ");
    expect(signIn).toContain('<html lang="mi-NZ">');
    expect(signIn).toContain("<h1>Takiuru</h1>");
    expect(signIn).not.toContain(">Sign in<");
    expect(await prerendered("/", "mi-NZ")).toMatch(/<h1[^>]*>He waea pūkoro/);
  });

  it("every prerendered form posts: sent before the app hydrates, nothing typed goes into the URL", async () => {
    for (const path of ["/sign-in", "/sign-up", "/forgot-pass", "/forgot-email"]) {
      const forms = (await prerendered(path, "en")).match(/<form[^>]*>/g) ?? [];
      expect([path, forms.length > 0]).toEqual([path, true]);
      for (const form of forms)
        expect([path, form]).toEqual([path, expect.stringContaining('method="post"')]);
    }
  });

  it("APP-02: the not-found page, for any path outside the route table", async () => {
    expect(await prerendered(NOT_FOUND_PAGE.path, "en")).toContain("<h1>Page not found</h1>");
  });
});
