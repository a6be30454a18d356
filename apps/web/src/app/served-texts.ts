import { Namespaces } from "@waea/adapters/i18n";

/** The meta a prerendered page carries in its head: the namespaces its markup was rendered with. */
export const SERVED_TEXTS_META = "waea-texts";

/** The meta's markup for a page rendered with these namespaces (build/prerender.ts moves it into the head). */
export const servedTextsMeta = (namespaces: ReadonlyArray<string>): string =>
  `<meta name="${SERVED_TEXTS_META}" content="${namespaces.join(" ")}">`;

/**
 * The namespaces a prerendered page was rendered with, as its meta names them (known ones only): hydrated before
 * they are in, the page suspends and React renders the page's boundary again on the client, which moved the
 * header's language switch on the sign-in page (its texts are a namespace of their own, access).
 */
export const servedTexts = (document: Pick<Document, "querySelector">): ReadonlyArray<string> => {
  const content = document.querySelector(`meta[name="${SERVED_TEXTS_META}"]`)?.getAttribute("content") ?? "";
  return content.split(" ").filter((name) => (Namespaces as ReadonlyArray<string>).includes(name));
};
