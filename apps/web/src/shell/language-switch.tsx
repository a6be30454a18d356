import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../app/app-context";
import { supportedLanguage } from "../i18n/supported-language";

const LANGUAGE_NAMES = { en: "web:language_en", "mi-NZ": "web:language_mi_nz" } as const;

/** The language switch (APP-08): the build's languages, the choice remembered as the user preference. */
export const LanguageSwitch = () => {
  useSignals();
  const { t } = useTranslation("web");
  const state = useAppState();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="language-label">
        {t("web:language")}
      </label>
      <select
        id={id}
        value={state.language.value}
        onChange={(event) => {
          const language = supportedLanguage(state.settings, event.target.value);
          if (language !== undefined)
            void state.whenStarted().then((runtime) => runtime.language.setLanguage(language));
        }}
      >
        {state.settings.languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(LANGUAGE_NAMES[language])}
          </option>
        ))}
      </select>
    </div>
  );
};
