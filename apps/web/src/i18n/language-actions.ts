import type { Language } from "@waea/domain/config";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { changeUserPreferences, parseStoredPreferences } from "@waea/domain/profile";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import type { i18n } from "i18next";
import type { Run } from "../app/run";
import type { LanguageActions } from "../app/runtime";
import type { AppState } from "../state/app-state";
import { showLanguage } from "./show-language";
import { supportedLanguage } from "./supported-language";

/** Preferences of a visitor who is not signed in are kept under this user id, so a language choice survives. */
export const ANONYMOUS_USER = "anonymous";

/** The user ids whose preference a choice is saved for: the visitor's, and the signed-in user's too. */
const userIds = (state: AppState): ReadonlyArray<string> => {
  const session = state.session.value;
  return session.status === "signed-in" ? [ANONYMOUS_USER, session.auth.UUID] : [ANONYMOUS_USER];
};

const storedLanguage = (ids: ReadonlyArray<string>) =>
  Effect.flatMap(Storage, (storage) =>
    Effect.map(storage.get(StorageKeys.preferences), (text) => {
      const stored = parseStoredPreferences(Option.getOrUndefined(text));
      // The last id is the most specific: the signed-in user's own choice wins over the visitor's.
      const owner = [...ids].reverse().find((id) => Object.hasOwn(stored, id));
      return owner === undefined ? undefined : stored[owner]?.lang;
    }),
  );

export const makeLanguageActions = (state: AppState, i18n: i18n, run: Run): LanguageActions => {
  const apply = async (language: Language): Promise<void> => {
    showLanguage(state, language);
    if (i18n.language !== language) await i18n.changeLanguage(language);
  };
  const remember = (language: Language) =>
    run(
      Effect.forEach(userIds(state), (id) => changeUserPreferences(id, { lang: language }), {
        discard: true,
      }),
      { report: false },
    );
  return {
    restoreLanguage: async (queryLanguage) => {
      const asked = supportedLanguage(state.settings, queryLanguage);
      if (asked !== undefined) {
        await remember(asked);
        return apply(asked);
      }
      const stored = await run(storedLanguage(userIds(state)), { report: false });
      const language = stored.ok ? supportedLanguage(state.settings, stored.value) : undefined;
      // Nothing stored: the language the page was served in stays (the server's default, or this browser's last
      // language from its cookie).
      return apply(language ?? state.language.peek());
    },
    setLanguage: async (language) => {
      if (supportedLanguage(state.settings, language) === undefined) return;
      await remember(language);
      await apply(language);
    },
  };
};
