import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "./intersection-observer-fake";
import { WhenNear } from "./when-near";

afterEach(() => vi.unstubAllGlobals());

const part = (
  <section aria-label="part">
    <WhenNear placeholder={<p>placeholder</p>}>
      <p>the part</p>
    </WhenNear>
  </section>
);

describe("WhenNear: a part below the first screen shows once it comes near the viewport", () => {
  it("holds the placeholder until the part comes near, then shows the part and stops observing", async () => {
    const observer = fakeIntersectionObserver();
    vi.stubGlobal("IntersectionObserver", observer.IntersectionObserver);
    render(part);
    expect(screen.getByText("placeholder")).toBeTruthy();
    expect(screen.queryByText("the part")).toBeNull();
    expect(observer.observed()).toBe(1);

    await act(async () => observer.bringIntoView(screen.getByRole("region", { name: "part" })));
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
    expect(observer.observed()).toBe(0);
  });

  it("asks to be told a little before the part is on screen (a root margin)", () => {
    let margin: string | undefined;
    const observer = fakeIntersectionObserver();
    vi.stubGlobal(
      "IntersectionObserver",
      class extends observer.IntersectionObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          margin = options?.rootMargin;
        }
      },
    );
    render(part);
    expect(margin).toMatch(/^[1-9]\d*px/);
  });

  it("stops observing when the placeholder goes before the part came near", () => {
    const observer = fakeIntersectionObserver();
    vi.stubGlobal("IntersectionObserver", observer.IntersectionObserver);
    const { unmount } = render(part);
    expect(observer.observed()).toBe(1);
    unmount();
    expect(observer.observed()).toBe(0);
  });

  it("shows the part at once where IntersectionObserver is missing", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(part);
    expect(screen.getByText("the part")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
  });
});
