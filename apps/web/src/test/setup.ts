import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { printElementErrorsWhenRead } from "./lazy-element-error";

// Testing Library unmounts after each test only with globals on; vitest runs without them.
afterEach(() => cleanup());

// `findBy…` and `waitFor` wait 1 s by default: a page's first render after a lazy import can take longer than that
// on a 2-core machine busy with a clean clone's type check (CI). A wait that is not met still fails, just later.
configure({ asyncUtilTimeout: 10_000 });

// Misses of findBy…/waitFor print the document only when their error is read (lazy-element-error.ts).
printElementErrorsWhenRead();

// The native <dialog> as a browser opens it with showModal(), as far as the tests need it: happy-dom opens it but
// neither answers Escape nor (in some versions) has showModal at all. A browser also makes the page behind a modal
// dialog inert, which no test here relies on. Once per document (setup files run once per test file).
const ESCAPE_WIRED = Symbol.for("waea.test.dialog-escape");
if (typeof HTMLDialogElement !== "undefined") {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal !== "function") {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
  }
  if (typeof proto.close !== "function") {
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return;
      this.removeAttribute("open");
      this.dispatchEvent(new Event("close"));
    };
  }
  if (!Reflect.has(document, ESCAPE_WIRED)) {
    Reflect.set(document, ESCAPE_WIRED, true);
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const top = [...document.querySelectorAll("dialog[open]")].at(-1);
      if (!(top instanceof HTMLDialogElement)) return;
      if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
    });
  }
}
