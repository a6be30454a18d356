// `npx waea` after a source change runs the new code: bin/waea.mjs rebuilds the bundle when a file it was built from
// is newer than it. Shown on a copy of the launcher beside a stand-in build, so the real dist/ is never touched.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const launcher = fileURLToPath(new URL("../../apps/cli/bin/waea.mjs", import.meta.url));
let home: string;

/** A bundle that prints `label`, built at `builtAt` (seconds), listing `source` as its one input. */
const bundle = (label: string, builtAt: number, source: string) => {
  const file = join(home, "dist", "waea.cjs");
  writeFileSync(file, `process.stdout.write(${JSON.stringify(label)});`);
  writeFileSync(`${file}.inputs.json`, JSON.stringify([source]));
  utimesSync(file, builtAt, builtAt);
};

const run = () => spawnSync(process.execPath, [join(home, "bin", "waea.mjs")], { encoding: "utf8" });

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), "waea-launcher-"));
  for (const dir of ["bin", "dist", "scripts", "src"]) mkdirSync(join(home, dir));
  copyFileSync(launcher, join(home, "bin", "waea.mjs"));
  // The stand-in build writes a bundle that says "rebuilt", as scripts/build.mjs writes dist/waea.cjs.
  writeFileSync(
    join(home, "scripts", "build.mjs"),
    `import { writeFileSync } from "node:fs";
     writeFileSync(new URL("../dist/waea.cjs", import.meta.url), 'process.stdout.write("rebuilt");');
     writeFileSync(new URL("../dist/waea.cjs.inputs.json", import.meta.url), "[]");`,
  );
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe("bin/waea.mjs (CLI-01)", () => {
  it("runs the bundle as it is while every source is older", () => {
    const source = join(home, "src", "main.ts");
    writeFileSync(source, "");
    utimesSync(source, 1_000, 1_000);
    bundle("as built", 2_000, source);
    expect(run().stdout).toBe("as built");
  });

  it("rebuilds first when a source changed after the bundle, or is gone", () => {
    const source = join(home, "src", "main.ts");
    writeFileSync(source, "");
    utimesSync(source, 3_000, 3_000);
    bundle("as built", 2_000, source);
    expect(run().stdout).toBe("rebuilt");
    bundle("as built", 2_000, join(home, "src", "deleted.ts"));
    expect(run().stdout).toBe("rebuilt");
  });
});
