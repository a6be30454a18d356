import DOMPurify from "dompurify";

/** Markup an article never needs and a forged one could use to trick the reader (a form asking for a password). */
const FORBID_TAGS = ["form", "input", "button", "textarea", "select", "style", "iframe", "object", "embed"];

/**
 * An article's HTML as the help provider sent it, made safe to put in the page (APP-11): DOMPurify keeps plain HTML
 * (no SVG or MathML), drops scripts, event handlers, javascript: and other script URLs, frames, forms, inline
 * styles and link targets (a link never opens a window with a handle on the portal's). DOMPurify needs a real DOM: a browser, or jsdom in its test (happy-dom is not one it supports).
 */
export const sanitiseArticle = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR: ["style"] });
