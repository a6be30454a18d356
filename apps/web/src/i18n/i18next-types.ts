// The types components import as "i18next" (tsconfig.json's paths): the portal's own texts (i18n.ts) took its place.
export type { I18n as i18n } from "./i18n";
export type { TFunction, TOptions } from "./lookup";
