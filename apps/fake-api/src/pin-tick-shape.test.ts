import { describe, expect, it } from "vitest";
import { pinTickShape } from "./pin-tick-shape";

describe("pinTickShape", () => {
  it("holds one nextTick record, the same one on every call", () => {
    const record = pinTickShape();
    expect(record).toBeTypeOf("object");
    expect(Object.keys(record ?? {})).toEqual(["callback", "args"]);
    expect(pinTickShape()).toBe(record);
  });

  it("is a nextTick record: the callback, its arguments and the two async ids", () => {
    const record = pinTickShape() as { callback?: unknown; args?: unknown };
    expect(record.callback).toBeTypeOf("function");
    expect(record.args).toEqual([undefined]);
    expect(Object.getOwnPropertySymbols(record).map(String)).toEqual([
      "Symbol(async_id_symbol)",
      "Symbol(trigger_async_id_symbol)",
    ]);
  });

  it("leaves no hook behind: ticks queued later are not caught", async () => {
    const record = pinTickShape();
    await new Promise<void>((resolve) => process.nextTick(resolve));
    expect(pinTickShape()).toBe(record);
  });
});
