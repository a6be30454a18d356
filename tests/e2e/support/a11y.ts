import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { STEP_TITLES } from "./step-titles";

/**
 * axe on the page as it is now: no serious or critical violation (every rule on; a page is fixed, never a rule
 * turned off). The violations are listed by rule and target when there are some.
 */
export const expectAccessible = (page: Page): Promise<void> =>
  test.step(STEP_TITLES.axe, () => runAxe(page), { box: true });

const runAxe = async (page: Page): Promise<void> => {
  await page.locator("main h1").first().waitFor();
  const results = await new AxeBuilder({ page }).analyze();
  const grave = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(grave, `axe on ${page.url()}`).toEqual([]);
};
