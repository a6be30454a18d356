// `npm test`'s other lane runs every task turbo would run for it, in turbo's order, two at a time and three once the
// browser lane has ended (scripts/test.mjs).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OTHER_LANE, OTHER_LANE_TASKS, runQueue } from "../../scripts/test.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const turbo = fileURLToPath(new URL("../../node_modules/turbo/bin/turbo", import.meta.url));

/** The task ids `turbo run <tasks>` would run (those with a script), from its dry run. */
const turboTasks = (tasks: ReadonlyArray<string>): string[] => {
  const dry = spawnSync(process.execPath, [turbo, "run", ...tasks, "--dry=json"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024, // the plan lists every file's hash: over a megabyte
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  const plan = JSON.parse(dry.stdout) as { tasks: ReadonlyArray<{ taskId: string; command: string }> };
  return plan.tasks.filter((task) => task.command !== "<NONEXISTENT>").map((task) => task.taskId);
};

/** A task that ends when `end(id)` is called; records the order of starts and the most running at once. */
const controlledRun = () => {
  const started: string[] = [];
  const enders = new Map<string, () => void>();
  let running = 0;
  let most = 0;
  const run = (id: string) =>
    new Promise<number>((resolve) => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      enders.set(id, () => {
        running -= 1;
        resolve(id === "failing" ? 1 : 0);
      });
    });
  const end = async (id: string) => {
    enders.get(id)?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { run, end, started, most: () => most };
};

describe("npm test's other lane", () => {
  it("runs every task turbo would run for types, lint, the dependency rule and the vitest suites, once", () => {
    expect(new Set(OTHER_LANE).size).toBe(OTHER_LANE.length);
    expect([...OTHER_LANE].sort()).toEqual(turboTasks(OTHER_LANE_TASKS).sort());
  }, 60_000);

  it("runs in the list's order, two at a time, three once widened, and every task even after a failure", async () => {
    const tasks = controlledRun();
    const queue = runQueue(["failing", "b", "c", "d", "e", "f"], 2, tasks.run);
    expect(tasks.started).toEqual(["failing", "b"]);
    await tasks.end("failing");
    expect(tasks.started).toEqual(["failing", "b", "c"]);
    expect(tasks.most()).toBe(2);
    queue.widen(3);
    expect(tasks.started).toEqual(["failing", "b", "c", "d"]);
    for (const id of ["b", "c", "d", "e", "f"]) await tasks.end(id);
    expect(tasks.most()).toBe(3);
    expect((await queue.done).sort()).toEqual([0, 0, 0, 0, 0, 1]);
  });
});
