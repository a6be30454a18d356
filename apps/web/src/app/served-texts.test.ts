import { describe, expect, it } from "vitest";
import { servedTexts, servedTextsMeta } from "./served-texts";

const documentWith = (head: string): Pick<Document, "querySelector"> => {
  const parsed = new DOMParser().parseFromString(
    `<html><head>${head}</head><body></body></html>`,
    "text/html",
  );
  return parsed;
};

describe("the namespaces a prerendered page was rendered with", () => {
  it("reads the meta the build wrote, keeping only namespaces the portal has", () => {
    const document = documentWith(servedTextsMeta(["web", "access", "not-a-namespace", "errors"]));
    expect(servedTexts(document)).toEqual(["web", "access", "errors"]);
  });

  it("is empty for a page without the meta (the app shell, a page rendered in the browser)", () => {
    expect(servedTexts(documentWith(""))).toEqual([]);
  });
});
