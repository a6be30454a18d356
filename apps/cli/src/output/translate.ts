import { Namespaces, addTextFormatters, resources, splitMessageKey } from "@waea/adapters/i18n";
import type { Language } from "@waea/domain/config";
import { cliTextIn, isCliKey } from "../i18n/cli-catalog";
import { addNamespaces, cliI18n, textOf } from "../i18n/cli-i18n";
import type { Text } from "./view";

/** Params that hold a label's message key rather than a value: validation's `field`, sim's `setting`. */
const LABEL_PARAMS = ["field", "setting"] as const;

/**
 * The shared resources join the CLI's i18next when a run first shows a domain text, not at start, with the shared
 * formats they use ("{{field, capitalise}} format is invalid" reads "Account UUID format is invalid").
 */
const ensureSharedResources = (() => {
  let added = false;
  return (): void => {
    if (added) return;
    const byLanguage = (language: Language) =>
      Object.fromEntries(Namespaces.map((namespace) => [namespace, resources[language][namespace]]));
    addNamespaces({ en: byLanguage("en"), "mi-NZ": byLanguage("mi-NZ") });
    addTextFormatters(cliI18n());
    added = true;
  };
})();

/** A domain message key ("<namespace>.<key>") in a language; a text of no known namespace is shown as it is. */
const domainText = (
  language: Language,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string => {
  const split = splitMessageKey(key);
  if (split === undefined) return key;
  ensureSharedResources();
  return textOf(language, split.namespace, split.key, key, params);
};

/**
 * Any text the CLI shows, through its one i18next: `cli.*` keys from the CLI's catalog, every other key from the
 * shared resources. Label params (`field`, `setting`) hold message keys and are translated first, as the domain's
 * messages expect. A `count` param picks the plural form.
 */
export const say = (language: Language, message: Text): string => {
  const lookup = (key: string, params?: Readonly<Record<string, string | number>>) =>
    isCliKey(key) ? cliTextIn(language, key, params) : domainText(language, key, params);
  const params =
    message.params === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(message.params).map(([name, value]) => [
            name,
            typeof value === "string" && (LABEL_PARAMS as ReadonlyArray<string>).includes(name)
              ? lookup(value)
              : value,
          ]),
        );
  return lookup(message.key, params);
};
