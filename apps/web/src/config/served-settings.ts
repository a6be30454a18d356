/**
 * Which settings the server serves the portal with: one build, two sets of settings. The production server sends the
 * pages as built; `npm start -- --non-production` sends the non-production copies of the prerendered pages, which
 * carry `<meta name="waea-settings" content="non-production">` (build/prerender.ts writes them). The app reads it
 * from the document before its first render: no request, no wait, and a prerendered page hydrates with the settings
 * it was rendered with.
 */
export type SettingsProfile = "production" | "non-production";

export const SETTINGS_META_NAME = "waea-settings";

/** The profile a page was served with: the meta's, or none (a production page, or a document without one). */
export const servedProfile = (
  document: Pick<Document, "querySelector"> | undefined,
): SettingsProfile | undefined => {
  const content = document?.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute("content");
  return content === "non-production" || content === "production" ? content : undefined;
};

/** The meta element a non-production page carries in its head. */
export const settingsMeta = (profile: SettingsProfile): string =>
  `<meta name="${SETTINGS_META_NAME}" content="${profile}" />`;
