import { translate } from "@waea/adapters/i18n";
import type { Language } from "@waea/domain/config";
import { cliTextIn, isCliKey } from "../i18n/cli-catalog";
import type { Text } from "./view";

/** Params that hold a label's message key rather than a value: validation's `field`, sim's `setting`. */
const LABEL_PARAMS = ["field", "setting"] as const;

/**
 * Any text the CLI shows: `cli.*` keys from the CLI's catalog, every other key from the shared resources. Label
 * params (`field`, `setting`) hold message keys and are translated first, as the domain's messages expect.
 */
export const say = (language: Language, message: Text): string => {
  const lookup = (key: string, params?: Readonly<Record<string, string | number>>) =>
    isCliKey(key) ? cliTextIn(language, key, params) : translate(language, key, params);
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
