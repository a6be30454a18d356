import { AxeBuilder } from "@axe-core/playwright";
import axe, { type AxeResults, type Result } from "axe-core";
import { expect, test, type Page } from "@playwright/test";
import { STEP_TITLES } from "./step-titles";

declare global {
  interface Window {
    /** axe-core, once this document has been checked (injected by `expectAccessible`). */
    axe?: typeof axe;
  }
}

/**
 * axe on the page as it is now: no serious or critical violation (every rule on; a page is fixed, never a rule
 * turned off). The violations are listed by rule and target when there are some.
 */
export const expectAccessible = (page: Page): Promise<void> =>
  test.step(STEP_TITLES.axe, () => runAxe(page), { box: true });

const runAxe = async (page: Page): Promise<void> => {
  await page.locator("main h1").first().waitFor();
  await settled(page);
  const violations = page.frames().length > 1 ? await everyFrame(page) : await mainDocument(page);
  const grave = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(grave, `axe on ${page.url()}`).toEqual([]);
};

/**
 * Waits for the page's finite CSS animations and transitions to end (a dialog fading in, a button's colour moving to
 * its hover shade): axe measured a dialog's buttons mid-fade as low contrast. Endless ones (the skeleton's shimmer)
 * are not waited for.
 */
const settled = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });

/**
 * axe-core's own `axe.run` in the page, injected once per document: a second check of the same page (a dialog open,
 * a message shown) reuses it. Only the violations are gathered (`resultTypes`): the same rules run on the same
 * nodes, the passes are not written out. AxeBuilder's default run injected axe twice per check and opened a blank
 * page to merge its results (6-7 s a check on the loaded machine, against 1-1.5 s this way).
 */
const mainDocument = async (page: Page): Promise<readonly Result[]> => {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const checker = window.axe;
    if (checker === undefined) throw new Error("axe-core did not load in the page");
    const results: AxeResults = await checker.run(document, { resultTypes: ["violations"] });
    return results.violations;
  });
};

/** A page with frames (none of the portal's pages has one today): AxeBuilder, which checks every frame. */
const everyFrame = async (page: Page): Promise<readonly Result[]> =>
  (await new AxeBuilder({ page }).analyze()).violations;
