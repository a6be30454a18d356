import * as Effect from "effect/Effect";
import * as FiberRef from "effect/FiberRef";
import type * as Fiber from "effect/Fiber";
import { describe, expect, it } from "vitest";
import { browserHost, makeYieldingScheduler, SLICE_MS, type YieldingHost } from "./yielding-scheduler";

/** A host whose clock the test moves and whose tasks and microtasks the test runs. */
const fakeHost = () => {
  let time = 0;
  const tasks: Array<() => void> = [];
  const micro: Array<() => void> = [];
  const host: YieldingHost = {
    now: () => time,
    postTask: (run) => void tasks.push(run),
    afterCurrent: (run) => void micro.push(run),
  };
  return {
    host,
    tasks,
    advance: (ms: number) => void (time += ms),
    /** Runs the microtasks queued so far, and those they queue. */
    runMicrotasks: () => {
      for (let run = micro.shift(); run !== undefined; run = micro.shift()) run();
    },
    /** Runs the next posted task and then its microtasks, as the browser would. */
    runTask: () => {
      tasks.shift()?.();
      for (let run = micro.shift(); run !== undefined; run = micro.shift()) run();
    },
  };
};

/** Enough of a fiber for shouldYield: its op count and the two FiberRefs it reads. */
const fakeFiber = (currentOpCount: number, priority = 0) =>
  ({
    currentOpCount,
    getFiberRef: (ref: FiberRef.FiberRef<number>) =>
      ref === FiberRef.currentSchedulingPriority ? priority : 2048,
  }) as unknown as Fiber.RuntimeFiber<unknown, unknown>;

describe("the yielding scheduler", () => {
  it("runs tasks in a task of their own, lower priority numbers first, in order within one", () => {
    const fake = fakeHost();
    const scheduler = makeYieldingScheduler(fake.host);
    const ran: string[] = [];
    scheduler.scheduleTask(() => ran.push("a"), 1, fakeFiber(0));
    scheduler.scheduleTask(() => ran.push("b"), 0, fakeFiber(0));
    scheduler.scheduleTask(() => ran.push("c"), 1, fakeFiber(0));
    scheduler.scheduleTask(() => ran.push("d"), 0, fakeFiber(0));
    expect(ran).toEqual([]);
    expect(fake.tasks).toHaveLength(1);
    fake.runTask();
    expect(ran).toEqual(["b", "d", "a", "c"]);
    expect(fake.tasks).toHaveLength(0);
  });

  it("ends a slice after SLICE_MS and runs the rest in the next task", () => {
    const fake = fakeHost();
    const scheduler = makeYieldingScheduler(fake.host);
    const ran: number[] = [];
    for (let index = 0; index < 6; index++)
      scheduler.scheduleTask(
        () => {
          ran.push(index);
          fake.advance(2);
        },
        0,
        fakeFiber(0),
      );
    fake.runTask();
    // 2 ms each: the third task ends the slice at 6 ms.
    expect(ran).toEqual([0, 1, 2]);
    expect(fake.tasks).toHaveLength(1);
    fake.runTask();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("tells a fiber to yield once the slice is spent, with the fiber's priority, looking every 32 operations", () => {
    const fake = fakeHost();
    const scheduler = makeYieldingScheduler(fake.host);
    const answers: Array<number | false> = [];
    scheduler.scheduleTask(
      () => {
        answers.push(scheduler.shouldYield(fakeFiber(32, 3)));
        fake.advance(SLICE_MS);
        answers.push(scheduler.shouldYield(fakeFiber(33, 3)), scheduler.shouldYield(fakeFiber(64, 3)));
      },
      0,
      fakeFiber(0),
    );
    fake.runTask();
    expect(answers).toEqual([false, false, 3]);
    // effect's own cap stays: past 2,048 operations a fiber yields whatever the clock says.
    expect(scheduler.shouldYield(fakeFiber(2049, 1))).toBe(1);
  });

  it("lets a fiber started outside a slice (a click, a reply) run 32 operations, then go on in a slice", () => {
    const fake = fakeHost();
    const scheduler = makeYieldingScheduler(fake.host);
    expect(scheduler.shouldYield(fakeFiber(31))).toBe(false);
    expect(scheduler.shouldYield(fakeFiber(32))).toBe(0);
  });

  it("runs work scheduled later in a slice (a fiber resumed by another) in the same task, through a microtask", () => {
    const fake = fakeHost();
    const scheduler = makeYieldingScheduler(fake.host);
    const ran: string[] = [];
    const promised: Array<() => void> = [];
    scheduler.scheduleTask(
      () => {
        ran.push("first");
        // What a resolved promise would do once this task's code is done: resume another fiber.
        promised.push(() => scheduler.scheduleTask(() => ran.push("resumed"), 0, fakeFiber(0)));
      },
      0,
      fakeFiber(0),
    );
    fake.runTask();
    expect(ran).toEqual(["first"]);
    promised.shift()?.();
    fake.runMicrotasks();
    expect(ran).toEqual(["first", "resumed"]);
    expect(fake.tasks).toHaveLength(0);
    // Once the slice is spent, the same goes to a task of its own.
    fake.advance(SLICE_MS);
    scheduler.scheduleTask(() => ran.push("later"), 0, fakeFiber(0));
    fake.runMicrotasks();
    expect(ran).toEqual(["first", "resumed"]);
    expect(fake.tasks).toHaveLength(1);
    fake.runTask();
    expect(ran).toEqual(["first", "resumed", "later"]);
  });

  it("runs an effect to its end in several tasks, letting other tasks run between them", async () => {
    const scheduler = makeYieldingScheduler(browserHost());
    let timerRan = false;
    let stepsBeforeTimer = -1;
    let steps = 0;
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const work = Effect.forEach(
      Array.from({ length: 200 }, (_, index) => index),
      (index) =>
        Effect.sync(() => {
          busy(0.2);
          steps += 1;
          return index;
        }),
    ).pipe(Effect.map((values) => values.reduce((sum, value) => sum + value, 0)));
    setTimeout(() => {
      timerRan = true;
      stepsBeforeTimer = steps;
    }, 0);
    const total = await Effect.runPromise(Effect.withScheduler(work, scheduler));
    expect(total).toBe((199 * 200) / 2);
    // 200 steps of 0.2 ms are 40 ms of work: the timer ran between two slices, not after the whole of it.
    expect(timerRan).toBe(true);
    expect(stepsBeforeTimer).toBeGreaterThan(0);
    expect(stepsBeforeTimer).toBeLessThan(200);
  });
});
