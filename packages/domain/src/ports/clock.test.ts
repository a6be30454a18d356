import { describe, expect, it } from "vitest";
import { makeManualClock } from "./clock";

describe("manual clock", () => {
  it("stands still until set or advanced", () => {
    const clock = makeManualClock(10);
    expect(clock.nowMillis()).toBe(10);
    clock.advance(5);
    expect(clock.nowMillis()).toBe(15);
    clock.set(3);
    expect(clock.nowMillis()).toBe(3);
  });
});
