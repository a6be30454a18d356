import { describe, expect, it } from "vitest";
import { formatHref, parseQuery, safeRedirectTarget, splitLocation } from "./location";

describe("locations", () => {
  it("parses a query, last value wins, plus is a space", () => {
    expect(parseQuery("?a=1&b=two+words&a=3&flag&=x&c=%E0%A4%A")).toEqual({
      a: "3",
      b: "two words",
      flag: "",
      c: "%E0%A4%A",
    });
    expect(parseQuery("")).toEqual({});
  });
  it("keeps __proto__ as plain data", () => {
    const query = parseQuery("__proto__=x");
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query["__proto__"]).toBe("x");
  });
  it("splits path, query and hash", () => {
    expect(splitLocation("/plans/x?a=1#top")).toEqual({ pathname: "/plans/x", query: { a: "1" } });
    expect(splitLocation("?a=1")).toEqual({ pathname: "/", query: { a: "1" } });
    expect(splitLocation("/help")).toEqual({ pathname: "/help", query: {} });
  });
  it("formats a query with encoding", () => {
    expect(formatHref("/sign-in", { redirect: "/profile/pay-bill?amount=custom" })).toBe(
      "/sign-in?redirect=%2Fprofile%2Fpay-bill%3Famount%3Dcustom",
    );
    expect(formatHref("/help")).toBe("/help");
    expect(splitLocation(formatHref("/x", { "a b": "c&d" })).query).toEqual({ "a b": "c&d" });
  });
  it("follows only in-site redirect targets", () => {
    expect(safeRedirectTarget("/profile/invoices?page=2")).toBe("/profile/invoices?page=2");
    expect(safeRedirectTarget(undefined)).toBeUndefined();
    expect(safeRedirectTarget("https://evil.example")).toBeUndefined();
    expect(safeRedirectTarget("//evil.example")).toBeUndefined();
    expect(safeRedirectTarget("/\\evil.example")).toBeUndefined();
    expect(safeRedirectTarget("/a\nb")).toBeUndefined();
  });
});
