import type { TestStep } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import { leavesOf } from "../e2e/support/step-times-reporter";
import { STEP_TITLES } from "../e2e/support/step-titles";

/** A step as Playwright reports it, as far as the reporter reads it. */
const step = (category: string, title: string, duration: number, steps: TestStep[] = []): TestStep =>
  ({ category, title, duration, steps }) as unknown as TestStep;

describe("the e2e step-times reporter (E2E_TIMINGS)", () => {
  it("counts a helper's step whole, goes inside hooks and a spec's own steps, and sorts Playwright's by kind", () => {
    const steps = [
      step("hook", "Before Hooks", 1500, [
        step("fixture", 'Fixture "page"', 900),
        step("hook", "beforeEach hook", 600, [
          step("test.step", STEP_TITLES["reset world"], 600, [step("pw:api", "POST", 500)]),
        ]),
      ]),
      step("test.step", STEP_TITLES["open signed in"], 4000, [step("pw:api", "Navigate", 3000)]),
      step("test.step", "the Māori half", 5200, [
        step("pw:api", "Navigate", 2000),
        step("test.step", STEP_TITLES.axe, 3000, [step("pw:api", "Evaluate", 2900)]),
        step("expect", "Expect toHaveText", 200),
      ]),
      step("pw:api", "Click", 100),
    ];
    expect(leavesOf(steps).map(({ kind, millis }) => [kind, millis])).toEqual([
      ["browser, context, page", 900],
      ["reset world", 600],
      ["open signed in", 4000],
      ["navigation", 2000],
      ["axe", 3000],
      ["expect", 200],
      ["actions", 100],
    ]);
  });
});
