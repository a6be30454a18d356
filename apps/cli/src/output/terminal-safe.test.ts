import { describe, expect, it } from "vitest";
import { terminalSafe } from "./terminal-safe";

describe("terminalSafe", () => {
  it("writes out ESC sequences, BEL and line breaks, so a terminal shows them instead of obeying them", () => {
    expect(terminalSafe("Aroha\u001b]0;pwned\u0007\u001b[2J")).toBe("Aroha\\u001b]0;pwned\\u0007\\u001b[2J");
    expect(terminalSafe("a\r\nb\tc\u007f")).toBe("a\\u000d\\u000ab\\u0009c\\u007f");
  });

  it("writes out C1 controls and bidirectional overrides", () => {
    expect(terminalSafe("\u009b2J \u009d0;t\u009c")).toBe("\\u009b2J \\u009d0;t\\u009c");
    expect(terminalSafe("abc\u202egpj.exe\u2066")).toBe("abc\\u202egpj.exe\\u2066");
  });

  it("keeps ordinary text, macrons and emoji as they are", () => {
    expect(terminalSafe("Māori whānau ✓ 🌿 $5.00")).toBe("Māori whānau ✓ 🌿 $5.00");
  });
});
