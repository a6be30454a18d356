#!/usr/bin/env node
// Prints each turbo task's wall time from the run summaries (.turbo/runs/*.json, written by `turbo run --summarize`).
// `npm test` prints the summaries of its own run at its end; `npm run test:time` prints those of the last run again.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const runs = fileURLToPath(new URL("../.turbo/runs", import.meta.url));

/** The summaries written since `sinceMillis` (default: those of the newest `npm test`, which writes two at once). */
export const summariesSince = (sinceMillis) => {
  let files;
  try {
    files = readdirSync(runs)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ path: join(runs, name), mtime: statSync(join(runs, name)).mtimeMs }));
  } catch {
    return [];
  }
  const newest = Math.max(0, ...files.map((file) => file.mtime));
  // Without a start instant: the newest summary and any other finished within ten minutes of it (the other lane).
  const from = sinceMillis ?? newest - 10 * 60_000;
  return files.filter((file) => file.mtime >= from).map((file) => file.path);
};

const seconds = (millis) => `${(millis / 1000).toFixed(1)} s`.padStart(9);

export const printTaskTimes = (files) => {
  const tasks = files
    .flatMap((file) => JSON.parse(readFileSync(file, "utf8")).tasks)
    .filter((task) => task.execution !== undefined && task.command !== "<NONEXISTENT>")
    .map((task) => ({
      id: task.taskId,
      start: task.execution.startTime,
      end: task.execution.endTime,
      cached: task.cache?.status === "HIT",
      exit: task.execution.exitCode,
    }))
    .sort((a, b) => a.start - b.start);
  if (tasks.length === 0) {
    console.log("No turbo run summary yet: run `npm test` first.");
    return;
  }
  const first = Math.min(...tasks.map((task) => task.start));
  const last = Math.max(...tasks.map((task) => task.end));
  const width = Math.max(...tasks.map((task) => task.id.length));
  console.log(`\nTask wall times:`);
  console.log(`  ${"task".padEnd(width)}    started      took`);
  for (const task of tasks) {
    const note = task.cached ? "  (cached)" : task.exit === 0 ? "" : `  (exit ${task.exit})`;
    console.log(
      `  ${task.id.padEnd(width)}  ${seconds(task.start - first)} ${seconds(task.end - task.start)}${note}`,
    );
  }
  console.log(`  ${"all".padEnd(width)}  ${seconds(0)} ${seconds(last - first)}`);
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
  printTaskTimes(process.argv.length > 2 ? process.argv.slice(2) : summariesSince());
