import { DEFAULT_LANGUAGE, Languages, type Language } from "@waea/domain/config";
import { useTranslation } from "react-i18next";

/** One of the portal's languages for an i18next language code; English for anything else (the fallback, APP-08). */
export const asLanguage = (code: string | undefined): Language =>
  Languages.find((language) => language === code) ?? DEFAULT_LANGUAGE;

/** The language i18next shows now; a component using it renders again when the language changes. */
export const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return asLanguage(i18n.language);
};
