import { describe, expect, it } from "vitest";
import { buildPath, matchPattern, normalisePathname } from "./path-match";

describe("matchPattern", () => {
  it("matches literals, ignoring case and trailing slashes", () => {
    expect(matchPattern("/profile/account", "/profile/account")).toEqual({});
    expect(matchPattern("/profile/account", "/Profile/Account/")).toEqual({});
    expect(matchPattern("/help/category/:category_id/", "/help/category/7")).toEqual({ category_id: "7" });
    expect(matchPattern("/", "/")).toEqual({});
    expect(matchPattern("/", "")).toEqual({});
    expect(matchPattern("/profile", "/profile/account")).toBeUndefined();
    expect(matchPattern("/profile/account", "/profile")).toBeUndefined();
  });
  it("reads parameters, URI-decoded, one non-empty segment each", () => {
    expect(matchPattern("/profile/account/invoices/:number", "/profile/account/invoices/INV-1")).toEqual({
      number: "INV-1",
    });
    expect(matchPattern("/activation/:code", "/activation/a%20b")).toEqual({ code: "a b" });
    expect(matchPattern("/activation/:code", "/activation/%E0%A4%A")).toEqual({ code: "%E0%A4%A" });
    expect(matchPattern("/activation/:code", "/activation")).toBeUndefined();
    expect(matchPattern("/a/:x/b", "/a//b")).toBeUndefined();
  });
  it("treats optional parameters as present or absent", () => {
    expect(matchPattern("/plans/:plan?", "/plans")).toEqual({});
    expect(matchPattern("/plans/:plan?", "/plans/unlimited")).toEqual({ plan: "unlimited" });
    expect(matchPattern("/plans/:plan?", "/plans/a/b")).toBeUndefined();
    const article = "/help/category/:category_id/:section_id/:article_id?";
    expect(matchPattern(article, "/help/category/1/2")).toEqual({ category_id: "1", section_id: "2" });
    expect(matchPattern(article, "/help/category/1/2/3/")).toEqual({
      category_id: "1",
      section_id: "2",
      article_id: "3",
    });
  });
  it("backtracks over an optional parameter in the middle", () => {
    expect(matchPattern("/a/:x?/b", "/a/b")).toEqual({});
    expect(matchPattern("/a/:x?/b", "/a/1/b")).toEqual({ x: "1" });
  });
});

describe("buildPath", () => {
  it("fills parameters and drops absent optional ones", () => {
    expect(buildPath("/plans/:plan?", { plan: "max" })).toBe("/plans/max");
    expect(buildPath("/plans/:plan?")).toBe("/plans");
    expect(buildPath("/activation/:code", { code: "a/b" })).toBe("/activation/a%2Fb");
    expect(buildPath("/help/category/:category_id/", { category_id: "9" })).toBe("/help/category/9");
    expect(buildPath("/")).toBe("/");
  });
  it("refuses a missing required parameter", () => {
    expect(buildPath("/activation/:code")).toBeUndefined();
    expect(buildPath("/activation/:code", { code: "" })).toBeUndefined();
  });
});

describe("normalisePathname", () => {
  it("adds the leading slash and drops trailing ones", () => {
    expect(normalisePathname("help/")).toBe("/help");
    expect(normalisePathname("///")).toBe("/");
  });
});
