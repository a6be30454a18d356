// Proves the dependency rule has teeth: the same config that guards the repo refuses a domain file that imports
// react, node:fs or a non-effect library, and accepts one that imports only effect.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const cli = `${root}node_modules/dependency-cruiser/bin/dependency-cruise.mjs`;

const cruise = (fixture: string) =>
  spawnSync(process.execPath, [cli, "packages", "apps", "--config", `${root}.dependency-cruiser.cjs`], {
    cwd: fileURLToPath(new URL(`../fixtures/depcheck/${fixture}`, import.meta.url)),
    encoding: "utf8",
  });

/** dependency-cruiser over each fixture, once: a run takes a few seconds (it parses every file with TypeScript). */
let bad: ReturnType<typeof cruise>;
let good: ReturnType<typeof cruise>;
beforeAll(() => {
  bad = cruise("bad");
  good = cruise("good");
}, 60_000);

describe("dependency check", () => {
  it("fails when a domain file imports react, node:fs or another library", () => {
    const result = bad;
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(
      /domain-imports-only-effect: packages\/domain\/src\/money\/leak\.ts → \S*react/,
    );
    expect(result.stdout).toMatch(/io\.ts → fs/);
    expect(result.stdout).toMatch(/io\.ts → .*fast-check/);
  });

  it("fails when an app imports a package by relative path or imports another app", () => {
    const result = bad;
    expect(result.stdout).toContain(
      "no-relative-imports-into-packages: apps/web/src/deep.ts → packages/domain/src/money/leak.ts",
    );
    expect(result.stdout).toContain(
      "apps-never-import-each-other: apps/web/src/deep.ts → apps/cli/src/cli.ts",
    );
  });

  it("lets an app's tests open the fake API in process, and nothing else of it; its pages not even that", () => {
    expect(bad.stdout).toContain(
      "app-tests-reach-the-fake-api-only-in-process: apps/web/src/test/world.ts → apps/fake-api/src/world/world.ts",
    );
    expect(bad.stdout).not.toContain("apps/web/src/test/world.ts → apps/fake-api/src/in-process");
    expect(bad.stdout).toContain(
      "apps-never-import-each-other: apps/web/src/page.ts → apps/fake-api/src/in-process/index.ts",
    );
  });

  it("fails when a page or a command names an API port tag instead of running a use case", () => {
    expect(bad.stdout).toContain(
      "shells-call-use-cases-not-ports: apps/web/src/pages/sign-in-page.ts → packages/domain/src/session/api/index.ts",
    );
    expect(bad.stdout).toContain(
      "shells-call-use-cases-not-ports: apps/cli/src/commands/whoami.ts → packages/domain/src/session/api/index.ts",
    );
  });

  it("lets the shells' composition roots name the port tags, and a page run a use case", () => {
    expect(good.stdout).toContain("no dependency violations found (7 modules, 4 dependencies cruised)");
  });

  it("passes a domain file that imports only effect", () => {
    const result = good;
    expect(result.stdout).toContain("no dependency violations found");
    expect(result.status).toBe(0);
  });
});
