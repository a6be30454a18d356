import { developmentSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { makeAppState } from "../state/app-state";
import {
  INTERACTION_EVENTS,
  UNTOUCHED_START_MILLIS,
  startWhenWanted,
  type DeferredStartHost,
} from "./deferred-start";

/** A host that records listeners and delayed tasks, run by hand. */
const fakeHost = () => {
  const listeners = new Map<string, () => void>();
  const tasks: Array<{ readonly task: () => void; readonly delayMillis: number }> = [];
  const host: DeferredStartHost = {
    addEventListener: (type, listener) => listeners.set(type, listener),
    removeEventListener: (type) => listeners.delete(type),
    later: (task, delayMillis) => tasks.push({ task, delayMillis }),
  };
  return { host, listeners, tasks };
};

const setup = () => {
  const state = makeAppState(developmentSettings);
  const fake = fakeHost();
  let starts = 0;
  startWhenWanted(state, () => (starts += 1), fake.host);
  return { state, ...fake, starts: () => starts };
};

describe("startWhenWanted", () => {
  it("waits while the page is only being read, then starts on the first interaction, once", () => {
    const { state, listeners, starts } = setup();
    expect(starts()).toBe(0);
    expect(listeners.size).toBe(0);
    state.markPageShown();
    expect(starts()).toBe(0);
    expect([...listeners.keys()].sort()).toEqual([...INTERACTION_EVENTS].sort());
    listeners.get("focusin")?.();
    expect(starts()).toBe(1);
    expect(listeners.size).toBe(0);
    void state.whenStarted();
    expect(starts()).toBe(1);
  });

  it("starts at once when a page or a handler asks for the runtime, even before a page is shown", () => {
    const { state, starts, tasks } = setup();
    void state.whenStarted();
    expect(starts()).toBe(1);
    state.markPageShown();
    expect(tasks).toHaveLength(0);
    expect(starts()).toBe(1);
  });

  it("starts on its own a while after an untouched page is shown", () => {
    const { state, starts, tasks } = setup();
    state.markPageShown();
    expect(tasks.map((task) => task.delayMillis)).toEqual([UNTOUCHED_START_MILLIS]);
    tasks[0]?.task();
    expect(starts()).toBe(1);
    tasks[0]?.task();
    expect(starts()).toBe(1);
  });
});
