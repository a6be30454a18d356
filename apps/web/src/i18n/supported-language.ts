import type { Language, Settings } from "@waea/domain/config";

/** The build's language of that name, when the build offers it (APP-08). */
export const supportedLanguage = (settings: Settings, value: string | undefined): Language | undefined =>
  settings.languages.find((language) => language === value);
