// The one place that reads the build environment (import.meta.env) and the settings the page was served with
// (config/served-settings.ts). Everything else gets `webConfig` passed in.
import { webConfigFrom, type WebConfig } from "./config/settings-from-env";
import { servedProfile, type SettingsProfile } from "./config/served-settings";

/** The configuration of this build served with a profile's settings (the prerender renders each profile's pages). */
export const webConfigFor = (profile: SettingsProfile | undefined): WebConfig =>
  webConfigFrom(import.meta.env, profile);

export const webConfig: WebConfig = webConfigFor(
  servedProfile(typeof document === "undefined" ? undefined : document),
);
