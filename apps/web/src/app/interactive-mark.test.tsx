import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Suspense, lazy } from "react";
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

  it("beside a page in its Suspense boundary, waits for the page: nothing is marked while it is still loading", () => {
    delete document.documentElement.dataset["interactive"];
    const Loading = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Loading />
        <InteractiveMark />
      </Suspense>,
    );
    expect(document.documentElement.dataset["interactive"]).toBeUndefined();
  });
});
