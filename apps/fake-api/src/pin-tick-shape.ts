import { createHook } from "node:async_hooks";

let pinned: object | undefined;

/**
 * Keeps one of Node's `process.nextTick` records alive for the life of the process, so V8 never drops the hidden
 * classes ("maps") those records share.
 *
 * Why: every nextTick builds `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`. When a
 * major GC runs while no tick is queued (seeding the world, booting Fastify with hundreds of routes), V8 collects
 * that shape; the next ticks build a new one, and after a few rounds the literal's inline cache is megamorphic
 * for good: each nextTick then goes through the runtime (`DefineKeyedOwnPropertyInLiteral`). Node's HTTP server
 * makes 6-8 ticks per request, so the fake API lost ~7 µs a request (about 12% of its throughput) to this, by
 * chance of GC timing. One live record keeps the shape, and the cache stays monomorphic.
 *
 * The tick is caught with an async hook that lives for one call: enabled, one `nextTick`, disabled, so no hook
 * runs afterwards. main.ts imports this module first thing, before any other module builds state. (The CLI does
 * not need it: its heap stays small, and its profile shows nextTick at 0.4%.)
 * Returns the pinned record (tests).
 */
export const pinTickShape = (): object | undefined => {
  if (pinned !== undefined) return pinned;
  const hook = createHook({
    init: (_asyncId, type, _triggerAsyncId, resource) => {
      if (type === "TickObject") pinned ??= resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => undefined, undefined);
  } finally {
    hook.disable();
  }
  return pinned;
};

pinTickShape();
