import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InteractiveMark } from "./interactive-mark";

describe("InteractiveMark", () => {
  it("marks <html data-interactive> once mounted in the browser, not in prerendered markup", () => {
    delete document.documentElement.dataset["interactive"];
    expect(renderToString(<InteractiveMark />)).toBe("");
    expect(document.documentElement.dataset["interactive"]).toBeUndefined();
    render(<InteractiveMark />);
    expect(document.documentElement.dataset["interactive"]).toBe("true");
  });
});
