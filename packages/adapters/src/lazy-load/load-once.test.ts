import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("loads once for every call, together or later", async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      return "module";
    });
    expect(await Promise.all([load(), load()])).toEqual(["module", "module"]);
    expect(await load()).toBe("module");
    expect(loads).toBe(1);
  });

  it("forgets a failed load, so the next call tries again", async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error("chunk not fetched");
      return "module";
    });
    await expect(load()).rejects.toThrow("chunk not fetched");
    expect(await load()).toBe("module");
    expect(await load()).toBe("module");
    expect(loads).toBe(2);
  });
});
