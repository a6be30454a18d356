import { describe, expect, it } from "vitest";
import { contract } from "..";
import { callDoc, callDocs } from ".";

describe("the contract's docs (docs/api.md's summary and spec columns)", () => {
  it("has a summary and a spec reference for every call, and none for a call that does not exist", () => {
    const ids = Object.keys(contract);
    for (const id of ids) {
      expect(callDoc(id).summary.length, id).toBeGreaterThan(10);
      expect(callDoc(id).spec, id).toMatch(/^\d\d §/);
    }
    expect(Object.keys(callDocs).sort()).toEqual([...ids].sort());
  });

  it("keeps them out of the calls the browser's client is built from", () => {
    for (const entry of Object.values(contract)) {
      expect(entry, entry.id).not.toHaveProperty("summary");
      expect(entry, entry.id).not.toHaveProperty("spec");
    }
  });
});
