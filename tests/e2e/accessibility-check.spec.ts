import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/a11y";

/**
 * The accessibility check itself (support/a11y.ts), on pages written here rather than the portal's: it must report a
 * serious or critical violation, and a second check of the same document must reuse the axe it injected.
 */
test.describe("expectAccessible", () => {
  test("reports a critical violation by rule and target, and checks a page twice with one axe", async ({
    page,
  }) => {
    await page.setContent(
      '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:,"></main></body></html>',
    );
    const failure = await expectAccessible(page).then(
      () => undefined,
      (error: unknown) => String(error),
    );
    expect(failure).toContain("image-alt");
    expect(failure).toContain('"img"');
    await page.evaluate(() => Reflect.set(window, "axeSeen", window.axe));
    await page.locator("img").evaluate((image) => image.setAttribute("alt", "A picture"));
    await expectAccessible(page);
    expect(await page.evaluate(() => Reflect.get(window, "axeSeen") === window.axe)).toBe(true);
  });
});
