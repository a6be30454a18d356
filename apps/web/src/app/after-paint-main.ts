import { afterFirstPaint, browserPaintView, startAfterPaint } from "./after-paint";

// A prerendered page's starter (build/after-paint-script.ts builds it alone): the app's entry after the first paint.
startAfterPaint(document, afterFirstPaint(browserPaintView(window)));
