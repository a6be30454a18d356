// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { XSS_ARTICLE, XSS_MARK } from "@waea/fake-api/in-process";
import { sanitiseArticle } from "./sanitise-article";

/** The sanitised HTML put into a fresh element, as the article page does. */
const shown = (html: string): HTMLElement => {
  const host = document.createElement("div");
  host.innerHTML = sanitiseArticle(html);
  return host;
};

describe("article HTML is sanitised before it is shown (APP-11)", () => {
  it("APP-11: the fake API's XSS article keeps its text and loses every vector", () => {
    const host = shown(XSS_ARTICLE.body ?? "");
    expect(host.textContent).toContain("We never ask for your password");
    expect(host.textContent).toContain("Check your account");
    expect(host.querySelectorAll("script, iframe, form, button, svg, object, embed")).toHaveLength(0);
    const attributes = [...host.querySelectorAll("*")].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => attribute.name.startsWith("on"))).toEqual([]);
    expect(attributes.filter((attribute) => /script:/i.test(attribute.value))).toEqual([]);
    expect(host.innerHTML).not.toContain(XSS_MARK);
    expect((window as unknown as Record<string, unknown>)[XSS_MARK]).toBeUndefined();
  });

  it("APP-11: keeps an ordinary article's markup and safe links", () => {
    const html =
      '<h2>Before you start</h2><p>Read <a href="/help">our help</a> or <a href="https://example.co.nz" target="_blank">theirs</a>.</p><ul><li>One</li></ul>';
    const host = shown(html);
    expect(host.querySelector("h2")?.textContent).toBe("Before you start");
    expect(host.querySelector('a[href="/help"]')).not.toBeNull();
    expect(host.querySelector('a[href="https://example.co.nz"]')?.hasAttribute("target")).toBe(false);
    expect(host.querySelectorAll("li")).toHaveLength(1);
  });

  it("APP-11: drops inline styles and forms that could dress up a fake sign-in", () => {
    const host = shown('<p style="position:fixed">Hi</p><form><input name="password"></form>');
    expect(host.innerHTML).toBe("<p>Hi</p>");
  });
});
