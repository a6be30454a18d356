import { describe, expect, it } from "vitest";
import { extractErrorNumber, extractErrorText } from "./error-text";
import { sessionOutcome } from "./http-outcome";

describe("error text extraction order", () => {
  it("prefers err_message, then message, then error.message, then the own message", () => {
    expect(extractErrorText({ err_message: "a", message: "b", error: { message: "c" } }, "d")).toBe("a");
    expect(extractErrorText({ message: "b", error: { message: "c" } }, "d")).toBe("b");
    expect(extractErrorText({ error: { message: "c" } }, "d")).toBe("c");
    expect(extractErrorText({}, "d")).toBe("d");
    expect(extractErrorText(null)).toBe("unknown error");
    expect(extractErrorText({ err_message: "  " }, "")).toBe("unknown error");
  });
  it("reads the error number in its usual spellings", () => {
    expect(extractErrorNumber({ err_number: 1002 })).toBe(1002);
    expect(extractErrorNumber({ ErrorNumber: "1002" })).toBe(1002);
    expect(extractErrorNumber({ err_number: "x" })).toBeUndefined();
    expect(extractErrorNumber("text")).toBeUndefined();
  });
});

describe("session outcome of an HTTP error", () => {
  it("401 logs out unless error number 1002; 403 passes on", () => {
    expect(sessionOutcome(401)).toBe("logout");
    expect(sessionOutcome(401, 1001)).toBe("logout");
    expect(sessionOutcome(401, 1002)).toBe("pass_on");
    expect(sessionOutcome(403)).toBe("pass_on");
    expect(sessionOutcome(404)).toBe("fail");
  });
});
