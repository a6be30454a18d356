import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./support/a11y";
import { resetWorld } from "./support/control";
import { heading } from "./support/pages";
import { switchLanguage } from "./support/language";
import { openSignedIn } from "./support/session";

test.beforeEach(async ({ request }) => resetWorld(request));

/** What the fake API's XSS article would set if any of its vectors ran (apps/fake-api/src/world/help-xss-article.ts). */
const XSS_MARK = "__waeaXss";

/** What in the article's text could still run: script-like elements, on* attributes, script URLs. */
const runnableIn = (page: Page) =>
  page.locator("main article").evaluate((article) => {
    const elements = [...article.querySelectorAll("*")];
    return {
      elements: elements.filter((e) => /^(script|iframe|form|svg|object|embed)$/i.test(e.tagName)).length,
      handlers: elements.flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith("on"))).length,
      scriptUrls: elements.flatMap((e) => [...e.attributes].filter((a) => /script:/i.test(a.value))).length,
    };
  });

test.describe("help centre (APP-11)", () => {
  test("APP-11: /link/help lands on the help centre, search finds the scam article, whose XSS vectors neither run nor reach the page; the centre in Māori", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // /link/help is a shortcut for the signed in (a visitor goes to sign-in first, spec 01 §2).
    await openSignedIn(page, "prepay@waea.test", "/link/help");
    await expect(heading(page)).toHaveText("Help centre");
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveCount(5);
    await expectAccessible(page);

    // Production takes help from zendesk (the non-production journey searches intercom).
    const searched = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith("/help-desk/articles/search"),
    );
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("scam");
    await page.getByRole("button", { name: "Search" }).click();
    await searched;
    const results = page.getByRole("list", { name: "Results for “scam”" });
    await expect(results.getByRole("link")).toHaveText(["Spot a scam message"]);
    await expectAccessible(page);

    await results.getByRole("link", { name: "Spot a scam message" }).click();
    await expect(heading(page)).toHaveText("Spot a scam message");
    const article = page.getByRole("main");
    await expect(article).toContainText("We never ask for your password, a one-time code or a card number");
    await expect(article).toContainText("Forward the message to 7726, then delete it.");
    await article.getByText("If a message asks you to act fast").hover();
    await article.getByText("Check your account").click();
    await expect(heading(page)).toHaveText("Spot a scam message");
    expect(await runnableIn(page)).toEqual({ elements: 0, handlers: 0, scriptUrls: 0 });
    expect(
      await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expectAccessible(page);

    await switchLanguage(page, "mi-NZ");
    await page
      .getByRole("navigation", { name: "Kei konei koe" })
      .getByRole("link", { name: "Pokapū āwhina" })
      .click();
    await expect(heading(page)).toHaveText("Pokapū āwhina");
    await expect(page.getByRole("region", { name: "Ngā kāwai" })).toBeVisible();
    await expectAccessible(page);
  });
});
