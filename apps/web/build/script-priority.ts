/**
 * A prerendered page's scripts fetched at low priority (`fetchpriority="low"` on the entry and its modulepreloads):
 * its content is in the HTML and its CSS in the head, so the first paint needs none of them, and on a slow network
 * they no longer share the line with what the first paint needs. They still load at once, in parallel, and hydrate.
 */
export const scriptsAfterContent = (document: string): string =>
  document
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
