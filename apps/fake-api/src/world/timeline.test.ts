import { describe, expect, it } from "vitest";
import { makeFakeClock } from "./clock";
import { openWorldStore } from "./store";
import type { Timeline } from "./timeline";

const START = Date.parse("2026-11-21T10:00:00Z");

/** A timeline with one event at `at`, counting how often the store looks at it and makes it happen. */
const oneEvent = (at: number) => {
  const seen = { nextAt: 0, reached: 0 };
  let done = false;
  const timeline: Timeline = {
    nextAt: () => {
      seen.nextAt += 1;
      return done ? Number.POSITIVE_INFINITY : at;
    },
    reach: (_world, now) => {
      if (done || now < at) return false;
      seen.reached += 1;
      done = true;
      return true;
    },
  };
  return { timeline, seen };
};

describe("the world's clock drives its timeline (PLAN-05: a scheduled change on its billing date)", () => {
  it("makes an event happen once when the clock is advanced past it, before anyone reads the world", async () => {
    const { timeline, seen } = oneEvent(START + 60_000);
    const clock = makeFakeClock({ frozenAt: START, realNow: () => 0 });
    const store = await openWorldStore({ seed: 67, bulk: 0, clock, timeline });
    store.clock.nowMillis();
    store.clock.nowMillis();
    expect(seen).toEqual({ nextAt: 1, reached: 0 });
    const version = store.version;
    store.clock.advance(59_999);
    expect(seen.reached).toBe(0);
    store.clock.advance(1);
    expect(seen.reached).toBe(1);
    expect(store.version).toBe(version + 1);
    store.clock.set(START + 120_000);
    store.clock.nowMillis();
    expect(seen.reached).toBe(1);
  });

  it("on real time, makes it happen at the first reading of the clock once time has reached it", async () => {
    const { timeline, seen } = oneEvent(START + 1_000);
    let real = START;
    const clock = makeFakeClock({ realNow: () => real });
    const store = await openWorldStore({ seed: 67, bulk: 0, clock, timeline });
    expect(store.clock.nowMillis()).toBe(START);
    real += 1_000;
    expect(seen.reached).toBe(0);
    expect(store.clock.nowMillis()).toBe(START + 1_000);
    expect(seen.reached).toBe(1);
  });

  it("looks at the timeline again only after the world changed", async () => {
    const { timeline, seen } = oneEvent(Number.POSITIVE_INFINITY);
    const store = await openWorldStore({
      seed: 67,
      bulk: 0,
      clock: makeFakeClock({ frozenAt: START, realNow: () => 0 }),
      timeline,
    });
    for (let read = 0; read < 100; read += 1) store.clock.nowMillis();
    expect(seen.nextAt).toBe(1);
    store.changed();
    store.clock.nowMillis();
    expect(seen.nextAt).toBe(2);
  });
});
