import { render } from "@testing-library/react";
import { developmentSettings, type Language } from "@waea/domain/config";
import { Suspense, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createI18n } from "../i18n/i18n";

/** A component alone under the app's own i18next in a language, its namespaces loaded as the app loads them. */
export const renderInLanguage = (language: Language, ui: ReactNode) => {
  const i18n = createI18n(developmentSettings, language);
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{ui}</Suspense>
    </I18nextProvider>,
  );
};
