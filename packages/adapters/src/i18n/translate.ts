import type { Language } from "@waea/domain/config";
import { Namespaces, resources, type Namespace } from "./resources";

export interface SplitKey {
  readonly namespace: Namespace;
  readonly key: string;
}

const isNamespace = (value: string): value is Namespace => (Namespaces as ReadonlyArray<string>).includes(value);

/** "validation.password_too_short" -> { namespace: "validation", key: "password_too_short" }. */
export const splitMessageKey = (messageKey: string): SplitKey | undefined => {
  const at = messageKey.indexOf(".");
  if (at <= 0) return undefined;
  const namespace = messageKey.slice(0, at);
  return isNamespace(namespace) ? { namespace, key: messageKey.slice(at + 1) } : undefined;
};

/** i18next's `{{name}}` interpolation, for shells that translate without i18next (the CLI). */
export const interpolate = (text: string, params: Readonly<Record<string, string | number>> = {}): string =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });

/**
 * Looks a domain message key up in a language, falling back to English (spec 01 §9: fallback en), then to the
 * key itself so an unknown key is visible rather than silently blank.
 */
export const translate = (
  language: Language,
  messageKey: string,
  params?: Readonly<Record<string, string | number>>,
): string => {
  const split = splitMessageKey(messageKey);
  if (split === undefined) return interpolate(messageKey, params);
  const text = resources[language][split.namespace][split.key] ?? resources.en[split.namespace][split.key];
  return interpolate(text ?? messageKey, params);
};

export const hasMessage = (language: Language, messageKey: string): boolean => {
  const split = splitMessageKey(messageKey);
  return split !== undefined && resources[language][split.namespace][split.key] !== undefined;
};
