import { describe, expect, it } from "vitest";
import { coreLabels } from "./core-labels";
import { uuidFor } from "./prng";
import { seedWorld } from "./world";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const DAY = 86_400_000;
const product = (key: string) => uuidFor(67, coreLabels.product(key, 0, 0));

describe("the usage slice of the demo world", () => {
  it("holds 60 days of usage for prepay@, 30 for postpay@ and fwa@, none for products not in use", async () => {
    const world = await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 });
    const span = (key: string) => {
      const records = world.usage.records[product(key)] ?? [];
      return Math.ceil((NOW - (records[0]?.AtMillis ?? NOW)) / DAY);
    };
    expect(span("prepay")).toBe(60);
    expect(span("postpay")).toBe(30);
    expect(span("fwa")).toBe(30);
    expect(world.usage.records[product("new")]).toBeUndefined();
    expect(world.usage.records[product("fibre")]).toBeUndefined();
    const fwa = world.usage.records[product("fwa")] ?? [];
    expect(new Set(fwa.map((record) => record.Kind))).toEqual(new Set(["data"]));
    const records = world.usage.records[product("prepay")] ?? [];
    expect(records.map((record) => record.AtMillis)).toEqual(
      [...records.map((r) => r.AtMillis)].sort((a, b) => a - b),
    );
  });
});
