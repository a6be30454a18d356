/** The controls that can take focus. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Per document: the control the visitor last focused or pressed outside a dialog. */
const lastControls = new WeakMap<Document, Element>();

const controlOf = (target: EventTarget | null): Element | null => {
  if (!(target instanceof Element) || target.closest('dialog, [aria-modal="true"]') !== null) return null;
  return target.closest(FOCUSABLE);
};

/**
 * Notes the control the visitor last focused or pressed, for a dialog opened when focus is no longer on it: a
 * button disabled while its request runs loses focus to `<body>`, and some browsers never focus a clicked button.
 * Returns the function that stops watching.
 */
export const watchControls = (doc: Document): (() => void) => {
  const note = (event: Event) => {
    const control = controlOf(event.target);
    if (control !== null) lastControls.set(doc, control);
  };
  doc.addEventListener("focusin", note, true);
  doc.addEventListener("pointerdown", note, true);
  return () => {
    doc.removeEventListener("focusin", note, true);
    doc.removeEventListener("pointerdown", note, true);
  };
};

/** The control a dialog opened now belongs to: the focused one, else the one the visitor last used. */
export const openerIn = (doc: Document): Element | null => {
  const active = doc.activeElement;
  if (active !== null && active !== doc.body && active !== doc.documentElement) return active;
  const last = lastControls.get(doc);
  return last?.isConnected === true ? last : null;
};

const focuses = (doc: Document, element: Element | null | undefined): boolean => {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  element.focus();
  return doc.activeElement === element;
};

/**
 * Gives focus back when a dialog closes, however it closes: to the control that opened it, or when that cannot
 * take focus (gone, disabled) to the first invalid field of the page.
 */
export const returnFocus = (doc: Document, opener: Element | null): void => {
  if (focuses(doc, opener)) return;
  focuses(doc, doc.querySelector('[aria-invalid="true"]'));
};
