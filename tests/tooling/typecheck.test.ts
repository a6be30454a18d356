// `npm run typecheck` runs TypeScript 7 (the native compiler, `typescript-native`) over every project through the
// root's references; ESLint's TypeScript stays 6 (typescript-eslint does not run on 7). These prove the native
// check is wired that way and keeps the repo's strictness.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(`${root}package.json`);
const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(`${root}${path}`, "utf8"));
const major = (name: string): string => String(require(`${name}/package.json`).version).split(".")[0] ?? "";

describe("the type check", () => {
  it("runs the native TypeScript 7 in build mode, while ESLint's TypeScript is 6", () => {
    const scripts = json("package.json")["scripts"] as Record<string, string>;
    expect(scripts["typecheck"]).toBe("node node_modules/typescript-native/bin/tsc -b");
    expect(major("typescript-native")).toBe("7");
    expect(major("typescript")).toBe("6");
  });

  it("reaches every workspace with a tsconfig through the root's references", () => {
    const referenced = (json("tsconfig.json")["references"] as { path: string }[]).map(({ path }) => path);
    const workspaces = ["packages", "apps"]
      .flatMap((folder) => readdirSync(`${root}${folder}`).map((name) => `${folder}/${name}`))
      .concat("tests")
      .filter((path) => existsSync(`${root}${path}/tsconfig.json`));
    expect(workspaces.length).toBeGreaterThanOrEqual(6);
    expect([...referenced].sort()).toEqual([...workspaces].sort());
  });

  it("reports a break of each strictness rule of tsconfig.base.json", () => {
    const run = spawnSync(
      process.execPath,
      [`${root}node_modules/typescript-native/bin/tsc`, "-p", "tests/fixtures/typecheck", "--noEmit"],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.status).not.toBe(0);
    const reported = [...run.stdout.matchAll(/breaks-each-rule\.ts\((\d+),\d+\): error (TS\d+)/g)].map(
      ([, line, code]) => `${line} ${code}`,
    );
    expect(reported).toEqual([
      "3 TS2322",
      "5 TS2375",
      "7 TS2322",
      "9 TS7006",
      "17 TS4114",
      "24 TS6133",
      "25 TS6133",
    ]);
  });
});
