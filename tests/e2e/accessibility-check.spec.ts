import { expect, test } from "@playwright/test";
import axe from "axe-core";
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

  test("checks a dialog once its fade-in has ended, not mid-fade when its buttons are pale", async ({
    page,
  }) => {
    await page.setContent(
      '<html lang="en"><head><title>Check</title><style>@keyframes rise { from { opacity: 0.2 } to { opacity: 1 } }' +
        " @keyframes shimmer { to { opacity: 0.5 } }</style></head><body><main><h1>Check</h1>" +
        '<p style="animation: shimmer 1s infinite" aria-hidden="true"></p>' +
        '<dialog open style="animation: rise 600s linear"><button style="color:#595959;background:#fff">Remove card</button>' +
        "</dialog></main></body></html>",
    );
    // axe injected here, its run wrapped to note the fades still running when the check starts.
    await page.evaluate(axe.source);
    await page.evaluate(() => {
      const checker = window.axe;
      if (checker === undefined) return;
      const run = checker.run.bind(checker);
      const fading = (): number =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .filter((animation) => animation.playState === "running").length;
      Reflect.set(checker, "run", (...args: Parameters<typeof run>) => {
        Reflect.set(window, "fadingAtCheck", fading());
        return run(...args);
      });
    });
    const check = expectAccessible(page);
    // The check must still be waiting two seconds on: only then does the fade end.
    await page
      .waitForFunction(() => Reflect.has(window, "fadingAtCheck"), undefined, { timeout: 2_000 })
      .catch(() => undefined);
    await page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
    });
    await check;
    expect(await page.evaluate(() => Reflect.get(window, "fadingAtCheck"))).toBe(0);
  });
});
