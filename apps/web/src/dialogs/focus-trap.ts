export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusableIn = (root: HTMLElement | null): ReadonlyArray<HTMLElement> =>
  root === null ? [] : [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

/** Keeps Tab and Shift+Tab inside the dialog: past the last control comes the first, and back. */
export const trapTab = (
  event: Pick<KeyboardEvent, "shiftKey" | "preventDefault">,
  root: HTMLElement,
): void => {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
};
