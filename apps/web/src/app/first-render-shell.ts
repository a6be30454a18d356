/**
 * Marks the app shell of the bare document (build/prerender-shell.ts writes it into shell.html's #root): static
 * markup painted before any script, which the app renders over and never hydrates (first-render.ts).
 */
export const APP_SHELL_ATTRIBUTE = "data-app-shell";

/** What #root holds as served: nothing, the app shell, or a prerendered page. */
export type ServedMarkup = "none" | "app-shell" | "page";

export const servedMarkup = (root: Element): ServedMarkup => {
  const first = root.firstElementChild;
  if (first === null) return root.firstChild === null ? "none" : "page";
  return first.hasAttribute(APP_SHELL_ATTRIBUTE) ? "app-shell" : "page";
};
