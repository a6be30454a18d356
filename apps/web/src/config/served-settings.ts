import { SETTINGS_META_NAME, type SettingsProfile } from "@waea/domain/config";

/**
 * Which settings the server serves the portal with (the domain's served-settings: one build, two sets of
 * settings). The app reads the meta from the document before its first render: no request, no wait, and a
 * prerendered page hydrates with the settings it was rendered with.
 */
export {
  SETTINGS_META_NAME,
  settingsMeta,
  withSettingsMeta,
  type SettingsProfile,
} from "@waea/domain/config";

/** The profile a page was served with: the meta's, or none (a production page, or a document without one). */
export const servedProfile = (
  document: Pick<Document, "querySelector"> | undefined,
): SettingsProfile | undefined => {
  const content = document?.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute("content");
  return content === "non-production" || content === "production" ? content : undefined;
};
