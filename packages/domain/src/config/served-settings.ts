import { nonProductionSettings, productionSettings } from "./production-settings";
import type { Settings } from "./settings";

/**
 * Which settings a server serves the portal with: one build, two sets of settings. The production server sends the
 * pages as built; `npm start -- --non-production` sends pages that carry `<meta name="waea-settings"
 * content="non-production">`, which the app reads before its first render. The server answers with the same
 * settings which paths are pages (routing's isPortalPage), so what it says and what the app shows agree.
 */
export type SettingsProfile = "production" | "non-production";

export const SETTINGS_META_NAME = "waea-settings";

/** The settings of a profile: the domain's production or non-production ones. */
export const profileSettings = (profile: SettingsProfile): Settings =>
  profile === "non-production" ? nonProductionSettings : productionSettings;

/** The meta element a non-production page carries in its head. */
export const settingsMeta = (profile: SettingsProfile): string =>
  `<meta name="${SETTINGS_META_NAME}" content="${profile}" />`;

/** A page's HTML with the profile's meta at the end of its head (a production page needs none). */
export const withSettingsMeta = (html: string, profile: SettingsProfile): string =>
  profile === "production" ? html : html.replace("</head>", () => `  ${settingsMeta(profile)}\n  </head>`);
