import type { Language } from "./settings";

/**
 * The cookie that tells the server which language this browser last showed the portal in, so a page's first byte
 * (its prerendered HTML and `<html lang>`) is already in that language. The stored preference itself stays in the
 * browser's storage (profile preferences); the cookie only mirrors the language on screen.
 */
export const LANGUAGE_COOKIE = "waea-lang";

/** A year: the choice outlives the visit, as the stored preference does. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie text that remembers a language for the whole site. */
export const languageCookie = (language: Language): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_SECONDS}; SameSite=Lax`;

/** The value of the language cookie in a Cookie header, if it is there. */
export const languageCookieValue = (cookieHeader: string | undefined): string | undefined => {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.split("=");
    if (name?.trim() === LANGUAGE_COOKIE) return value.join("=").trim();
  }
  return undefined;
};

const offered = (languages: ReadonlyArray<Language>, value: string | undefined): Language | undefined =>
  languages.find((language) => language === value);

/**
 * The language a page is served in, before any script runs (APP-03, APP-08): `?language=` when the build offers
 * it (the visitor asked for it in the URL), else the language this browser last showed (the cookie), else the
 * build's default. The app, once started, decides the same way from the URL and the stored preference.
 */
export const servedLanguage = (
  languages: ReadonlyArray<Language>,
  defaultLanguage: Language,
  asked: string | undefined,
  cookieHeader: string | undefined,
): Language =>
  offered(languages, asked) ?? offered(languages, languageCookieValue(cookieHeader)) ?? defaultLanguage;
