import { describe, expect, it } from "vitest";
import { commandName, wantsJson } from "./argv";
import { assignment, intInRange, onOff } from "./parsers";

describe("commandName", () => {
  it("finds the command after root options and their values", () => {
    expect(commandName(["--json", "--api-url", "http://x", "invoices", "--page", "2"])).toBe("invoices");
    expect(commandName(["--account", "u", "account", "check"])).toBe("account");
    expect(commandName(["help", "sim"])).toBe("sim");
    expect(commandName(["--help"])).toBeUndefined();
    expect(commandName(["--", "invoices"])).toBeUndefined();
  });
  it("sees --json only before --", () => {
    expect(wantsJson(["rates", "--json"])).toBe(true);
    expect(wantsJson(["rates", "--", "--json"])).toBe(false);
  });
});

describe("parsers", () => {
  it("take whole numbers in range only", () => {
    expect(intInRange(1, 64)(" 8 ")).toBe(8);
    for (const bad of ["0", "65", "1e1", "2.0", "", "-1"])
      expect(() => intInRange(1, 64)(bad)).toThrow(/1 to 64/);
  });
  it("read on/off words and name=value pairs", () => {
    expect(["on", "TRUE", "yes", "1"].map(onOff)).toEqual([true, true, true, true]);
    expect(["off", "false", "No", "0"].map(onOff)).toEqual([false, false, false, false]);
    expect(assignment("A=on", [{ key: "B", value: false }])).toEqual([
      { key: "B", value: false },
      { key: "A", value: true },
    ]);
    expect(() => assignment("=on")).toThrow();
    expect(() => assignment("A=maybe")).toThrow(/not on or off/);
  });
});
