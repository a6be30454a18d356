import { describe, expect, it } from "vitest";
import { formatEntries, parseEntries } from "./session-file";

describe("session file format", () => {
  it("round-trips entries as a sorted JSON object", () => {
    const entries = new Map([
      ["waea.refresh-token", "r"],
      ["waea.auth", '{"a":1}'],
    ]);
    const text = formatEntries(entries);
    expect(text).toBe('{\n  "waea.auth": "{\\"a\\":1}",\n  "waea.refresh-token": "r"\n}\n');
    expect(parseEntries(text)).toEqual(entries);
  });

  it("keeps odd keys as plain data", () => {
    const entries = parseEntries('{"__proto__":"x","toString":"y"}');
    expect(entries?.get("__proto__")).toBe("x");
    expect(entries?.get("toString")).toBe("y");
    expect(parseEntries(formatEntries(entries ?? new Map()))).toEqual(entries);
  });

  it.each([
    "",
    "not json",
    "[1,2]",
    "null",
    '"text"',
    '{"a":1}',
    '{"a":null}',
    '{"a":"ok","b":{}}',
    '{"a":"x"',
  ])("refuses %j", (text) => {
    expect(parseEntries(text)).toBeUndefined();
  });
});
