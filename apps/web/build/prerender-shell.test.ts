import { describe, expect, it } from "vitest";
import { APP_SHELL_ATTRIBUTE, servedMarkup } from "../src/app/first-render-shell";
import { appShellIn, appShellMarkup } from "./prerender-shell";

const root = (html: string): Element => {
  const element = document.createElement("div");
  element.innerHTML = html;
  return element;
};

describe("the app shell of the bare document", () => {
  it("is the header's bar with the brand and a busy loader, marked for main.tsx", () => {
    const shell = root(appShellMarkup("Waea", "Loading…"));
    expect(servedMarkup(shell)).toBe("app-shell");
    expect(shell.querySelector(`.app[${APP_SHELL_ATTRIBUTE}] > header.site-header .brand`)?.textContent).toBe(
      "Waea",
    );
    const loader = shell.querySelector("main#main .loader[role='status'][aria-busy='true']");
    expect(loader?.textContent).toBe("Loading…");
    // No heading: a page's heading is what the e2e helpers and the bench wait for.
    expect(shell.querySelector("h1")).toBeNull();
  });

  it("escapes its texts", () => {
    expect(appShellMarkup("<b>", "a & b")).toContain("&lt;b&gt;");
    expect(appShellMarkup("<b>", "a & b")).toContain("a &amp; b");
  });

  it("takes its texts from the shared catalogue in each language", async () => {
    const app = `${import.meta.dirname}/..`;
    expect(await appShellIn(app, "mi-NZ")).toContain("E uta ana…");
    expect(await appShellIn(app, "en")).toContain("Loading…");
  });
});

describe("what #root holds as served", () => {
  it("tells nothing, the app shell and a prerendered page apart", () => {
    expect(servedMarkup(root(""))).toBe("none");
    expect(servedMarkup(root('<div class="app"><main><h1>Kia ora</h1></main></div>'))).toBe("page");
    expect(servedMarkup(root(`<div ${APP_SHELL_ATTRIBUTE}=""></div>`))).toBe("app-shell");
  });
});
