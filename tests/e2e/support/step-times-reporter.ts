import { writeFileSync } from "node:fs";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";
import { STEP_TITLES } from "./step-titles";

/** What a journey's time went to: a step of one of these kinds counts whole, with everything inside it. */
export type StepKind =
  | "reset world"
  | "open signed in"
  | "sign-in page"
  | "axe"
  | "navigation"
  | "expect"
  | "browser, context, page"
  | "actions";

type Leaf = {
  readonly title: string;
  readonly kind: StepKind;
  readonly millis: number;
  /** The steps inside it, as "title millis", for the slowest ones. */
  readonly inside: readonly string[];
};

/** The kind a step counts as, or undefined when its time is its children's (a hook, a test.step of a spec). */
export const kindOf = (step: Pick<TestStep, "category" | "title">): StepKind | undefined => {
  if (step.category === "test.step") {
    const own = Object.entries(STEP_TITLES).find(([, title]) => title === step.title);
    return own === undefined ? undefined : (own[0] as keyof typeof STEP_TITLES);
  }
  if (step.category === "fixture") return "browser, context, page";
  if (step.category === "expect") return "expect";
  if (step.category === "pw:api") return /^(Navigate|page\.goto)/.test(step.title) ? "navigation" : "actions";
  return undefined;
};

/** The steps of a test that count, each with its kind, in the order they ran. */
export const leavesOf = (steps: readonly TestStep[]): Leaf[] =>
  steps.flatMap((step) => {
    const kind = kindOf(step);
    if (kind === undefined) return leavesOf(step.steps);
    const subtitle = "subtitle" in step && typeof step.subtitle === "string" ? ` ${step.subtitle}` : "";
    const inside = step.steps.map((child) => `${child.title} ${child.duration}`);
    return [{ title: `${step.title}${subtitle}`, kind, millis: step.duration, inside }];
  });

type TestTimes = {
  readonly file: string;
  readonly title: string;
  readonly status: string;
  readonly worker: number;
  readonly millis: number;
  readonly firstPageMillis: number | undefined;
  readonly byKind: Partial<Record<StepKind, number>>;
  readonly axeRuns: number;
  readonly slowest: readonly Leaf[];
};

const sumByKind = (leaves: readonly Leaf[]): Partial<Record<StepKind, number>> => {
  const sums: Partial<Record<StepKind, number>> = {};
  for (const leaf of leaves) sums[leaf.kind] = (sums[leaf.kind] ?? 0) + leaf.millis;
  return sums;
};

/**
 * Where each journey's time goes, without a trace: every step Playwright reports is counted once under the kind of
 * the outermost step that has one (the support helpers' boxed steps: a world reset, a signed-in opening, the
 * sign-in page, axe; then navigations, expectations, the fixtures and other actions). Turned on by
 * `E2E_TIMINGS=<file>` (playwright.config.ts): writes each test's figures there as JSON and prints the totals.
 */
export default class StepTimesReporter implements Reporter {
  private readonly tests: TestTimes[] = [];
  private started = Date.now();

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const leaves = leavesOf(result.steps);
    const firstPage = leaves.find((leaf) => leaf.kind === "navigation" || leaf.kind === "open signed in");
    this.tests.push({
      file: test.location.file.replace(/^.*\/e2e\//, ""),
      title: test.title,
      status: result.status,
      worker: result.parallelIndex,
      millis: result.duration,
      firstPageMillis: firstPage?.millis,
      byKind: sumByKind(leaves),
      axeRuns: leaves.filter((leaf) => leaf.kind === "axe").length,
      slowest: [...leaves].sort((a, b) => b.millis - a.millis).slice(0, 5),
    });
  }

  onEnd(result: FullResult): void {
    const file = process.env["E2E_TIMINGS"];
    const totals: Partial<Record<StepKind, number>> = {};
    for (const times of this.tests)
      for (const [kind, millis] of Object.entries(times.byKind))
        totals[kind as StepKind] = (totals[kind as StepKind] ?? 0) + millis;
    const summary = {
      status: result.status,
      wallMillis: Date.now() - this.started,
      tests: this.tests.length,
      sumOfTestsMillis: this.tests.reduce((sum, times) => sum + times.millis, 0),
      axeRuns: this.tests.reduce((sum, times) => sum + times.axeRuns, 0),
      totals,
    };
    if (file !== undefined && file !== "")
      writeFileSync(file, `${JSON.stringify({ summary, tests: this.tests }, null, 1)}\n`);
    console.log(
      `\nStep times (${summary.tests} tests, sum ${(summary.sumOfTestsMillis / 1000).toFixed(1)} s):`,
    );
    for (const [kind, millis] of Object.entries(totals).sort((a, b) => b[1] - a[1]))
      console.log(`  ${kind.padEnd(24)} ${(millis / 1000).toFixed(1).padStart(8)} s`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
