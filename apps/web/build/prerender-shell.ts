import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { APP_SHELL_ATTRIBUTE } from "../src/app/first-render-shell";

/** The brand mark of the header (src/shell/header.tsx), as static markup. */
const BRAND_MARK =
  '<svg class="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="9" fill="currentColor"></rect>' +
  '<path d="M7 11.5c5.5-4.7 12.5-4.7 18 0M10.2 15.4c3.6-2.9 8-2.9 11.6 0M13.4 19.3c1.6-1.2 3.6-1.2 5.2 0" ' +
  'fill="none" stroke="var(--color-brand)" stroke-width="2.4" stroke-linecap="round"></path>' +
  '<circle cx="16" cy="23.2" r="1.9" fill="var(--color-accent)"></circle></svg>';

const escapeHtml = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The app shell of the bare document (shell.html: every location without a prerendered page, the signed-in pages
 * among them): the header's bar with the brand and the route's loader, in the classes the app renders them with.
 * It paints with the document and its CSS, before any script; main.tsx recognises it by APP_SHELL_ATTRIBUTE and
 * renders the app over it (never hydrates it). React's first commit replaces every node of it, so nothing of it can
 * shift.
 */
export const appShellMarkup = (brand: string, loading: string): string =>
  `<div class="app" ${APP_SHELL_ATTRIBUTE}="">` +
  `<header class="site-header"><div class="header-bar"><a href="/" class="brand">${BRAND_MARK}<span>${escapeHtml(brand)}</span></a></div></header>` +
  `<main id="main" tabindex="-1"><div class="loader" role="status" aria-busy="true">` +
  `<span class="spinner" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(loading)}</span>` +
  `</div></main></div>`;

/** The shell in a language, with the texts of the shared catalogue (packages/adapters/src/i18n/locales). */
export const appShellIn = async (root: string, language: string): Promise<string> => {
  const file = join(root, "..", "..", "packages", "adapters", "src", "i18n", "locales", language, "web.json");
  const texts = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  const text = (key: string): string => {
    const value = texts[key];
    if (typeof value !== "string") throw new Error(`web.json of ${language} has no text ${key}`);
    return value;
  };
  return appShellMarkup(text("brand"), text("loading"));
};
