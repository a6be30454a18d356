/**
 * A prerendered page starts the app after its first paint: its document carries, instead of the entry's script and
 * modulepreloads, one small script of 'self' (after-paint-main.ts; the Content-Security-Policy forbids inline scripts)
 * naming them in these attributes (build/script-priority.ts writes them). Requested at parse time, the entry and its
 * preloads shared the network with the page's CSS and counted in Lighthouse's estimate of the first paint.
 */
export const ENTRY_ATTRIBUTE = "data-entry";
/** The entry's modulepreloads, separated by spaces. */
export const PRELOAD_ATTRIBUTE = "data-preload";

/** Runs a task once the page has painted. */
export type Later = (task: () => void) => void;

/** What afterFirstPaint needs of the browser (browserPaintView; tests pass their own). */
export interface PaintView {
  /** A hidden page paints nothing until shown. */
  readonly hidden: () => boolean;
  /** Calls back once the first contentful paint has been presented (at once when it already has). */
  readonly onFirstPaint: (callback: () => void) => void;
  readonly setTimeout: (callback: () => void, millis: number) => void;
}

/** Starts anyway when no paint is reported by then. */
export const PAINT_WAIT_MILLIS = 3_000;

/**
 * Once the first contentful paint has been presented (the paint entry, not the frame: a frame callback and a task
 * after it ran before a loaded machine showed the frame, and Lighthouse then counted the entry in the paint). A
 * hidden page starts at once; a paint never reported, after PAINT_WAIT_MILLIS.
 */
export const afterFirstPaint =
  (view: PaintView): Later =>
  (task) => {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      task();
    };
    if (view.hidden()) return once();
    view.onFirstPaint(once);
    view.setTimeout(once, PAINT_WAIT_MILLIS);
  };

/** The browser's paint timing; where it has none, after the next frame and a task. */
export const browserPaintView = (view: Window): PaintView => ({
  hidden: () => view.document.visibilityState === "hidden",
  onFirstPaint: (callback) => {
    const paintTiming =
      typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes.includes("paint");
    if (!paintTiming) return void view.requestAnimationFrame(() => view.setTimeout(callback, 0));
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: "paint", buffered: true });
  },
  setTimeout: (callback, millis) => void view.setTimeout(callback, millis),
});

/** Adds the entry's modulepreloads and the entry itself to the document once `later` runs the task. */
export const startAfterPaint = (document: Document, later: Later): void => {
  const starter = document.querySelector(`script[${ENTRY_ATTRIBUTE}]`);
  const entry = starter?.getAttribute(ENTRY_ATTRIBUTE);
  if (starter === null || entry === null || entry === undefined) return;
  const preloads = (starter.getAttribute(PRELOAD_ATTRIBUTE) ?? "").split(" ").filter((href) => href !== "");
  later(() => {
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      // Low, as the page's own requests were: nothing on screen waits for them.
      link.setAttribute("fetchpriority", "low");
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.setAttribute("fetchpriority", "low");
    script.src = entry;
    document.head.append(script);
  });
};
