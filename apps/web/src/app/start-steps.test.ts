import { describe, expect, it } from "vitest";
import { aTaskLater, startStep } from "./start-steps";

/**
 * The three steps as main.tsx runs them, each queueing a microtask: where the steps run in tasks of their own, each
 * step's microtasks run before the next step (the task ends between them); where they run at once, after all three.
 */
const runSteps = (runtimeFirst: boolean): { readonly ran: Array<string>; readonly done: Promise<void> } => {
  const ran: Array<string> = [];
  const step = startStep(runtimeFirst);
  const done = new Promise<void>((resolve) =>
    step(() => {
      ran.push("texts");
      queueMicrotask(() => ran.push("after texts"));
      step(() => {
        ran.push("runtime");
        queueMicrotask(() => ran.push("after runtime"));
      });
      step(() => {
        ran.push("mount");
        queueMicrotask(resolve);
      });
    }),
  );
  return { ran, done };
};

describe("the start's steps", () => {
  it("run a task apart, in order, when something stored needs the runtime first", async () => {
    const { ran, done } = runSteps(true);
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual(["texts", "after texts", "runtime", "after runtime", "mount"]);
  });

  it("run at once, in order, for a visitor with nothing stored", async () => {
    const { ran, done } = runSteps(false);
    expect(ran).toEqual(["texts", "runtime", "mount"]);
    await done;
    expect(ran).toEqual(["texts", "runtime", "mount", "after texts", "after runtime"]);
  });

  it("settle a task later with aTaskLater: after the current task's microtasks", async () => {
    const seen: Array<string> = [];
    const later = aTaskLater().then(() => seen.push("later"));
    await Promise.resolve();
    await Promise.resolve();
    seen.push("microtasks");
    await later;
    expect(seen).toEqual(["microtasks", "later"]);
  });
});
