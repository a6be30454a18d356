import type * as Fiber from "effect/Fiber";
import * as FiberRef from "effect/FiberRef";
import type * as Scheduler from "effect/Scheduler";

/** What the scheduler needs from the browser: its clock in milliseconds and a way to run code in a new task. */
export interface YieldingHost {
  /** A monotonic time in milliseconds (`performance.now`). */
  readonly now: () => number;
  /** Runs `run` in a task of its own, after the tasks already queued (a MessageChannel message). */
  readonly postTask: (run: () => void) => void;
  /** Runs `run` in the current task, once its synchronous code is done (`queueMicrotask`). */
  readonly afterCurrent: (run: () => void) => void;
}

/**
 * How long the effects may run in one task, in milliseconds. A phone four times slower than this machine makes it
 * 20 ms, under the 50 ms a task may take before it blocks input (Lighthouse's total blocking time).
 */
export const SLICE_MS = 5;

/** How many operations a fiber runs between two looks at the clock (reading it on every one costs more than the op). */
const CHECK_EVERY = 32;

/**
 * effect's scheduler for the browser, run in slices: the fibers run until SLICE_MS have passed, then the rest runs in
 * a new task, so the page can paint and answer input between them. effect's own scheduler yields only after 2,048
 * operations of a fiber, and then through microtasks (up to 2,048 times before a timer), so the session restore or
 * a page's reads ran as one task of several hundred milliseconds on a slow phone. Within a slice, work scheduled
 * later (a fiber resumed by another) runs through a microtask of the same task, as effect's own scheduler runs it:
 * a task for each would cost more than the work. Tasks keep effect's priority order (a lower number first) and,
 * within a priority, the order they were scheduled in. A fiber started outside a slice (from a click, a fetch's
 * reply) runs at once, and on in a slice of its own once it has run 32 operations.
 */
export const makeYieldingScheduler = (host: YieldingHost): Scheduler.Scheduler => {
  /** Tasks by priority, the lowest number first (effect's PriorityBuckets), taken one at a time. */
  let buckets: Array<[number, Array<() => void>]> = [];
  let sliceStart = Number.NEGATIVE_INFINITY;
  let queued = false;
  let draining = false;

  const inSlice = (): boolean => host.now() - sliceStart < SLICE_MS;

  const take = (): (() => void) | undefined => {
    const first = buckets[0];
    if (first === undefined) return undefined;
    const task = first[1].shift();
    if (first[1].length === 0) buckets = buckets.slice(1);
    return task;
  };

  const drain = (): void => {
    queued = false;
    draining = true;
    try {
      for (let task = take(); task !== undefined; task = inSlice() ? take() : undefined) task();
    } finally {
      draining = false;
      if (buckets.length > 0) queueDrain();
    }
  };

  const queueDrain = (): void => {
    if (queued) return;
    queued = true;
    if (inSlice()) host.afterCurrent(drain);
    else
      host.postTask(() => {
        sliceStart = host.now();
        drain();
      });
  };

  return {
    scheduleTask: (task, priority) => {
      const index = buckets.findIndex(([p]) => p >= priority);
      const at = buckets[index];
      if (at !== undefined && at[0] === priority) at[1].push(task);
      else if (index === -1) buckets.push([priority, [task]]);
      else buckets.splice(index, 0, [priority, [task]]);
      if (!draining) queueDrain();
    },
    shouldYield: (fiber: Fiber.RuntimeFiber<unknown, unknown>) => {
      const count = fiber.currentOpCount;
      const due =
        count > fiber.getFiberRef(FiberRef.currentMaxOpsBeforeYield) ||
        (count % CHECK_EVERY === 0 && !inSlice());
      return due ? fiber.getFiberRef(FiberRef.currentSchedulingPriority) : false;
    },
  };
};

/** The browser's host: `performance.now`, a MessageChannel (no 4 ms clamp, unlike nested timers), `queueMicrotask`. */
export const browserHost = (): YieldingHost => {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return {
    now: () => performance.now(),
    postTask: (run) => {
      waiting.push(run);
      channel.port2.postMessage(null);
    },
    afterCurrent: (run) => queueMicrotask(run),
  };
};
