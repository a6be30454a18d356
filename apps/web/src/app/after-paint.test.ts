import { beforeEach, describe, expect, it } from "vitest";
import {
  ENTRY_ATTRIBUTE,
  PAINT_WAIT_MILLIS,
  PRELOAD_ATTRIBUTE,
  afterFirstPaint,
  startAfterPaint,
  type PaintView,
} from "./after-paint";

/** A document of its own: nothing added to it is fetched (it has no window). */
let document: Document;
beforeEach(() => {
  document = globalThis.document.implementation.createHTMLDocument("page");
});

/** A prerendered page's head: its starter naming the entry and its preloads (build/script-priority.ts). */
const withStarter = (preloads: string): void => {
  const starter = document.createElement("script");
  starter.setAttribute(ENTRY_ATTRIBUTE, "/assets/index-a.js");
  starter.setAttribute(PRELOAD_ATTRIBUTE, preloads);
  document.head.append(starter);
};

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute("src")),
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute("href"),
  ),
});

describe("a prerendered page starts the app after its first paint", () => {
  it("requests nothing until the page has painted, then the modulepreloads and the entry", () => {
    withStarter("/assets/vendor-b.js /assets/route-c.js");
    const tasks: Array<() => void> = [];
    startAfterPaint(document, (task) => tasks.push(task));
    expect(requested()).toEqual({ scripts: [], preloads: [] });
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(requested()).toEqual({
      scripts: ["/assets/index-a.js"],
      preloads: ["/assets/vendor-b.js", "/assets/route-c.js"],
    });
    const entry = document.head.querySelector('script[type="module"]');
    expect(entry?.getAttribute("crossorigin")).toBe("");
    expect(entry?.getAttribute("fetchpriority")).toBe("low");
  });

  it("an entry without preloads loads alone; a document without a starter starts nothing", () => {
    const run = (task: () => void) => task();
    startAfterPaint(document, run);
    expect(requested()).toEqual({ scripts: [], preloads: [] });
    withStarter("");
    startAfterPaint(document, run);
    expect(requested()).toEqual({ scripts: ["/assets/index-a.js"], preloads: [] });
  });

  it("waits for the first contentful paint; a hidden page, which paints nothing, starts at once", () => {
    const order: string[] = [];
    const painted: Array<() => void> = [];
    const timers: Array<{ readonly run: () => void; readonly millis: number }> = [];
    const view = (hidden: boolean): PaintView => ({
      hidden: () => hidden,
      onFirstPaint: (callback) => painted.push(callback),
      setTimeout: (run, millis) => timers.push({ run, millis }),
    });
    afterFirstPaint(view(false))(() => order.push("started"));
    expect(order).toEqual([]);
    painted.shift()?.();
    expect(order).toEqual(["started"]);
    timers.shift()?.run();
    expect(order).toEqual(["started"]);
    afterFirstPaint(view(true))(() => order.push("hidden started"));
    expect(order).toEqual(["started", "hidden started"]);
  });

  it("starts anyway when no paint is reported in time, once", () => {
    const order: string[] = [];
    const painted: Array<() => void> = [];
    const timers: Array<{ readonly run: () => void; readonly millis: number }> = [];
    afterFirstPaint({
      hidden: () => false,
      onFirstPaint: (callback) => painted.push(callback),
      setTimeout: (run, millis) => timers.push({ run, millis }),
    })(() => order.push("started"));
    expect(timers.map((timer) => timer.millis)).toEqual([PAINT_WAIT_MILLIS]);
    timers.shift()?.run();
    painted.shift()?.();
    expect(order).toEqual(["started"]);
  });
});
