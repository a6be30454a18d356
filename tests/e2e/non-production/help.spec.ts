import { expect, test } from "@playwright/test";
import { expectAccessible } from "../support/a11y";
import { resetWorld } from "../support/control";
import { heading } from "../support/pages";

test.beforeEach(async ({ request }) => resetWorld(request));

/**
 * APP-11 through the second help provider: the non-production settings take help from intercom (production's
 * journey, help.spec.ts, searches zendesk), so search here asks intercom and the article it finds opens.
 */
test("APP-11: help search finds an article through intercom and the article opens", async ({ page }) => {
  await page.goto("/help");
  await expect(heading(page)).toHaveText("Help centre");
  const searched = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith("/intercom/articles/search"),
  );
  await page.getByRole("searchbox", { name: "Search help articles" }).fill("eSIM");
  await page.getByRole("button", { name: "Search" }).click();
  expect(new URL((await searched).url()).searchParams.get("phrase")).toBe("eSIM");
  const results = page.getByRole("list", { name: "Results for “eSIM”" });
  await expect(results.getByRole("link")).toHaveText(["Setting up an eSIM", "Delivery times for a SIM"]);

  await results.getByRole("link", { name: "Setting up an eSIM" }).click();
  await expect(heading(page)).toHaveText("Setting up an eSIM");
  await expect(page.getByRole("main")).toContainText(
    "We e-mail a QR code; scan it from your phone's mobile settings.",
  );
  await expectAccessible(page);
});
