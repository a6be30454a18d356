export { FeatureFlags, type FeatureFlag, type FeatureFlagValues } from "./feature-flags";
export { SPID } from "./operator";
export {
  SETTINGS_META_NAME,
  profileSettings,
  settingsMeta,
  withSettingsMeta,
  type SettingsProfile,
} from "./served-settings";
export { LANGUAGE_COOKIE, languageCookie, languageCookieValue, servedLanguage } from "./served-language";
export {
  DEMO_CAPTCHA_KEY,
  developmentSettings,
  isFlagOn,
  nonProductionSettings,
  productionFlags,
  productionSettings,
  withSettings,
} from "./production-settings";
export {
  DEFAULT_LANGUAGE,
  FIBRE_ONLY_TABS,
  Languages,
  PlanKinds,
  ProfileTabs,
  SimActions,
  SupplementaryFeatures,
} from "./settings";
export type {
  ChatProvider,
  GroupMode,
  HelpProvider,
  Language,
  PlanChangeMode,
  PlanKind,
  ProfileTab,
  Settings,
  SimAction,
  SupplementaryFeature,
} from "./settings";
