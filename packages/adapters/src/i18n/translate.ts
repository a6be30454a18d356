import { DEFAULT_LANGUAGE, type Language } from "@waea/domain/config";
import i18next, { type i18n } from "i18next";
import { catalogHas } from "./plural-keys";
import { splitMessageKey } from "./message-key";
import { Namespaces, resources } from "./resources";
import { addTextFormatters } from "./text-formatters";

// One i18next over the eager resources, built on first use (a bundle that never translates never builds it).
// Keys may hold dots and the namespace is passed apart, so neither separator is used.
let shared: i18n | undefined;
const sharedI18n = (): i18n => {
  if (shared !== undefined) return shared;
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...Namespaces],
    load: "currentOnly",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // The resources are here already: init is synchronous, so the first translate() has them.
    initAsync: false,
  });
  addTextFormatters(instance);
  shared = instance;
  return instance;
};

/**
 * A domain message key in a language, through i18next: `{{name}}` interpolation, and the plural form of a key
 * called with a `count` ("plans.period_days" reads period_days_one or period_days_other). A missing text falls
 * back to English (spec 01 §9: fallback en), then to the key itself so it is visible rather than silently blank.
 * For shells without an i18next of their own (the fake API's English error texts).
 */
export const translate = (
  language: Language,
  messageKey: string,
  params?: Readonly<Record<string, string | number>>,
): string => {
  const split = splitMessageKey(messageKey);
  if (split === undefined) return messageKey;
  return sharedI18n().t(split.key, {
    ...params,
    lng: language,
    ns: split.namespace,
    defaultValue: messageKey,
  });
};

/** Whether a language has its own text for a key (a plural key counts when it has its forms). */
export const hasMessage = (language: Language, messageKey: string): boolean => {
  const split = splitMessageKey(messageKey);
  return split !== undefined && catalogHas(resources[language][split.namespace], split.key);
};
