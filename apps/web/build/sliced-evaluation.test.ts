// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { EVALUATION_SLICE_MS, SLICE_GLOBAL, sliceEvaluation } from "./sliced-evaluation";

const work = mkdtempSync(join(tmpdir(), "waea-sliced-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A module's code as the bundler renders it: it notes its name, whether a task queued as the chunk started has run
 * by then (so the evaluation has left its first task), and works for `millis`.
 */
const moduleCode = (name: string, millis: number): string =>
  `const ${name} = "${name}";\n` +
  `globalThis.__sliceLog.push([${name}, globalThis.__sliceQueued]);\n` +
  `{ const until = performance.now() + ${millis}; while (performance.now() < until); }\n`;

/** Evaluates a chunk as the browser would (an ES module, top-level await and all) and returns what it noted. */
const evaluate = async (code: string, file: string): Promise<ReadonlyArray<[string, boolean]>> => {
  const log: Array<[string, boolean]> = [];
  Object.assign(globalThis, { __sliceLog: log, __sliceQueued: false });
  writeFileSync(join(work, file), code);
  await import(/* @vite-ignore */ pathToFileURL(join(work, file)).href);
  return log;
};

describe("sliceEvaluation (a chunk's modules evaluated in tasks of about a slice)", () => {
  const modules = ["a", "b", "c", "d"].map((name) => moduleCode(name, EVALUATION_SLICE_MS + 2));
  // A task queued as the chunk starts: it runs between two of the chunk's tasks, never within one.
  const queue = `setTimeout(() => { globalThis.__sliceQueued = true; }, 0);\n`;
  const chunk = `import "node:path";\n${queue}${modules.join("")}export { a, d };\n`;

  it("lets the tasks queued before it run between its modules once a slice is spent, and evaluates them all", async () => {
    const sliced = sliceEvaluation(chunk, modules, true, 1);
    expect(sliced).toBeDefined();
    const log = await evaluate(sliced ?? "", "sliced.mjs");
    expect(log.map(([name]) => name)).toEqual(["a", "b", "c", "d"]);
    expect(log[0]?.[1]).toBe(false);
    expect(log.at(-1)?.[1]).toBe(true);
  });

  it("runs as one task without slicing (what the test above tells apart)", async () => {
    const log = await evaluate(chunk, "whole.mjs");
    expect(log.map(([, queuedRan]) => queuedRan)).toEqual([false, false, false, false]);
  });

  it("writes the slice's clock once, in the first chunk, and a check only after enough code", () => {
    const first = sliceEvaluation(chunk, modules, true, 1) ?? "";
    const next = sliceEvaluation(chunk, modules, false, 1) ?? "";
    expect(first).toContain(`globalThis.${SLICE_GLOBAL} =`);
    expect(next).not.toContain(`globalThis.${SLICE_GLOBAL} =`);
    const checks = (code: string) => code.split(`await ${SLICE_GLOBAL}();`).length - 1;
    expect(checks(next)).toBe(4);
    expect(checks(sliceEvaluation(chunk, modules, false, 2 * (modules[0]?.length ?? 0)) ?? "")).toBe(2);
    expect(next.endsWith("export { a, d };\n")).toBe(true);
  });

  it("changes nothing where a module's code is not in the chunk as one piece", () => {
    expect(sliceEvaluation(chunk, [...modules, "const elsewhere = 1;"], true)).toBeUndefined();
  });
});
