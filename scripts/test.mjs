#!/usr/bin/env node
// `npm test`: every check, in two lanes that start together, then each task's wall time.
// - the browser lane: the builds, then the Playwright suite (two workers, each with a server of its own), the longest
//   single task, so it starts at once;
// - the other lane: types, lint, the dependency rule, and every vitest suite, one turbo run per task in turbo's own
//   order (OTHER_LANE), two at a time, and three at a time once the browser lane has ended: its slot no longer sits
//   empty while the last suites run one beside the other (or alone).
// The machines here have two cores; the browser lane mostly waits on Chromium and the server, so three processes
// at a time keep both cores busy. Extra arguments go to every turbo run: `npm test -- --force` ignores the cache.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { printTaskTimes, summariesSince } from "./task-times.mjs";

/**
 * The other lane's tasks in the order turbo itself started them on the last clean clones (turbo's order; a
 * longest-first order was tried and reverted: docs/testing.md, "sixth round"). tests/tooling/test-order.test.ts
 * fails when `turbo run` of OTHER_LANE_TASKS would run a task this list lacks, so a new suite is never dropped.
 */
export const OTHER_LANE = [
  "//#depcheck",
  "//#typecheck",
  "//#lint",
  "@waea/domain#test",
  "@waea/adapters#test",
  "@waea/fake-api#test",
  "@waea/web#test",
  "@waea/cli#test",
  "@waea/tests#test:fuzz",
  "@waea/tests#test",
];

/** The turbo tasks (`turbo run <these>`) the other lane stands for. */
export const OTHER_LANE_TASKS = ["typecheck", "lint", "depcheck", "test", "test:fuzz"];

/**
 * Runs `run(id)` (a promise of its exit code) for each id in order, `slots` at a time; `widen(n)` allows n at a time
 * from then on (the browser lane's slot, once it has ended). `done` resolves with every exit code once all have
 * ended; a failure does not stop the others.
 */
export const runQueue = (ids, slots, run) => {
  const queue = [...ids];
  const codes = [];
  let allowed = slots;
  let running = 0;
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));
  const pump = () => {
    while (running < allowed && queue.length > 0) {
      const id = queue.shift();
      running += 1;
      run(id).then((code) => {
        codes.push(code);
        running -= 1;
        pump();
      });
    }
    if (running === 0 && queue.length === 0) finish(codes);
  };
  pump();
  return {
    done,
    widen: (n) => {
      allowed = Math.max(allowed, n);
      pump();
    },
  };
};

const main = async () => {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const turbo = fileURLToPath(new URL("../node_modules/turbo/bin/turbo", import.meta.url));
  const extra = process.argv.slice(2);
  const started = Date.now();

  const turboRun = (tasks, concurrency) =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        [turbo, "run", ...tasks, `--concurrency=${concurrency}`, "--continue", "--summarize", ...extra],
        { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
      );
      child.on("exit", (code, signal) => resolve(code ?? (signal === null ? 0 : 1)));
    });

  const other = runQueue(OTHER_LANE, 2, (task) => turboRun([task], 1));
  const browser = turboRun(["test:e2e"], 1).then((code) => {
    other.widen(3);
    return code;
  });
  const codes = [await browser, ...(await other.done)];
  printTaskTimes(summariesSince(started));
  process.exit(codes.every((code) => code === 0) ? 0 : 1);
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main();
