import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { makeConsoleAnalytics, maskEvent } from "./console-analytics";

describe("console analytics", () => {
  it("logs events with tokens masked", () => {
    const lines: string[] = [];
    Effect.runSync(
      makeConsoleAnalytics((line) => lines.push(line)).track({
        name: "page_view",
        params: { page_location: "/x?token=secret-value", count: 2 },
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("page_view");
    expect(lines[0]).not.toContain("secret-value");
  });

  it("leaves an event without params as it is", () => {
    expect(maskEvent({ name: "login" })).toEqual({ name: "login" });
  });
});
