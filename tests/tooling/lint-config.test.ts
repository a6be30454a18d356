// The lint config runs the React Compiler's rules on the portal's own code and not on its tests (the compiler's
// analysis is most of lint's time, and test code is never compiled for the browser); the rules of hooks stay on
// everywhere in apps/web.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { ESLint as Linter } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { ESLint } = createRequire(`${root}package.json`)("eslint") as { ESLint: typeof Linter };

const eslint = new ESLint({ cwd: root });

/** The severity of each react-hooks rule for a file of the repo (0 off, 1 warn, 2 error). */
const hookRules = async (path: string): Promise<Record<string, unknown>> => {
  const config: { rules: Record<string, [unknown, ...unknown[]]> } =
    await eslint.calculateConfigForFile(path);
  return Object.fromEntries(
    Object.entries(config.rules)
      .filter(([rule]) => rule.startsWith("react-hooks/"))
      .map(([rule, [severity]]) => [rule, severity]),
  );
};

describe("the lint config", () => {
  it("runs the React Compiler's rules on pages and the rules of hooks on tests, without the compiler's", async () => {
    const page = await hookRules("apps/web/src/pages/plans/all-plans-page.tsx");
    expect(page["react-hooks/purity"]).toBe(2);
    expect(page["react-hooks/set-state-in-effect"]).toBe(2);
    expect(page["react-hooks/rules-of-hooks"]).toBe(2);

    for (const test of [
      "apps/web/src/pages/plans/plans-pages.test.tsx",
      "apps/web/src/test/render-app.tsx",
    ]) {
      const rules = await hookRules(test);
      expect(rules["react-hooks/rules-of-hooks"]).toBe(2);
      expect(rules["react-hooks/exhaustive-deps"]).toBe(1);
      const compilerRules = Object.entries(rules).filter(
        ([rule]) => !["react-hooks/rules-of-hooks", "react-hooks/exhaustive-deps"].includes(rule),
      );
      expect(compilerRules.length).toBeGreaterThan(10);
      expect(compilerRules.filter(([, severity]) => severity !== 0)).toEqual([]);
    }
  });

  it("leaves unused names in TypeScript to the type check and keeps the lint rule for JavaScript", async () => {
    const unusedVars = async (path: string): Promise<unknown> => {
      const config: { rules: Record<string, [unknown, ...unknown[]]> } =
        await eslint.calculateConfigForFile(path);
      return config.rules["@typescript-eslint/no-unused-vars"]?.[0];
    };
    for (const typeChecked of [
      "apps/web/src/pages/plans/all-plans-page.tsx",
      "packages/domain/src/money/index.ts",
      "tests/tooling/lint-config.test.ts",
    ]) {
      expect(await unusedVars(typeChecked)).toBe(0);
    }
    for (const javaScript of ["scripts/test.mjs", "apps/cli/bin/waea.mjs", "eslint.config.js"]) {
      expect(await unusedVars(javaScript)).toBe(2);
    }
    const base = JSON.parse(readFileSync(`${root}tsconfig.base.json`, "utf8")) as {
      compilerOptions: Record<string, unknown>;
    };
    expect(base.compilerOptions["noUnusedLocals"]).toBe(true);
    expect(base.compilerOptions["noUnusedParameters"]).toBe(true);
  });
});
