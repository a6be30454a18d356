#!/usr/bin/env node
// `npm test`: every check, in two lanes that start together, then each task's wall time.
// - the browser lane: the builds, then the Playwright suite (two workers, each with a server of its own), the longest
//   single task, so it starts at once;
// - the other lane: types, lint, the dependency rule, and every vitest suite, two tasks at a time.
// The machines here have two cores; the browser lane mostly waits on Chromium and the server, so three processes
// at a time keep both cores busy. Extra arguments go to both turbo runs: `npm test -- --force` ignores the cache.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { printTaskTimes, summariesSince } from "./task-times.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const turbo = fileURLToPath(new URL("../node_modules/turbo/bin/turbo", import.meta.url));
const extra = process.argv.slice(2);
const started = Date.now();

const lane = (tasks, concurrency) =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [turbo, "run", ...tasks, `--concurrency=${concurrency}`, "--continue", "--summarize", ...extra],
      { cwd: root, stdio: "inherit", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
    );
    child.on("exit", (code, signal) => resolve(code ?? (signal === null ? 0 : 1)));
  });

const codes = await Promise.all([
  lane(["test:e2e"], 1),
  lane(["typecheck", "lint", "depcheck", "test", "test:fuzz"], 2),
]);
printTaskTimes(summariesSince(started));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
