import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE, languageCookie, languageCookieValue, servedLanguage } from "./served-language";
import { Languages } from "./settings";

describe("the language a page is served in (APP-03, APP-08)", () => {
  it("APP-03: ?language= wins when the build offers it", () => {
    expect(servedLanguage(Languages, "en", "mi-NZ", `${LANGUAGE_COOKIE}=en`)).toBe("mi-NZ");
  });

  it("falls back to the language cookie, then to the default", () => {
    expect(servedLanguage(Languages, "en", undefined, `a=1; ${LANGUAGE_COOKIE}=mi-NZ`)).toBe("mi-NZ");
    expect(servedLanguage(Languages, "en", undefined, undefined)).toBe("en");
  });

  it("APP-08: ignores a language the build does not offer, in the query or the cookie", () => {
    expect(servedLanguage(Languages, "en", "fr", `${LANGUAGE_COOKIE}=de`)).toBe("en");
    expect(servedLanguage(["en"], "en", "mi-NZ", `${LANGUAGE_COOKIE}=mi-NZ`)).toBe("en");
  });

  it("reads the cookie among others and writes one for the whole site", () => {
    expect(languageCookieValue(`x=y;${LANGUAGE_COOKIE}=mi-NZ ;z=1`)).toBe("mi-NZ");
    expect(languageCookieValue("x=y")).toBeUndefined();
    expect(languageCookie("mi-NZ")).toBe(`${LANGUAGE_COOKIE}=mi-NZ; Path=/; Max-Age=31536000; SameSite=Lax`);
  });
});
