import type { i18n } from "i18next";

/**
 * The interpolation format that writes a value with its first letter in upper case, for a field label that opens a
 * sentence: "{{field, capitalise}} format is invalid" reads "Email format is invalid", as the field's own label is
 * written. A value that is not text is written as it is.
 */
export const CAPITALISE_FORMAT = "capitalise";

export const capitalise = (text: string, language?: string): string => {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return `${head.toLocaleUpperCase(language)}${text.slice(head.length)}`;
};

/** Adds the shared formats to an i18next instance (after its init, which builds the formatter). */
export const addTextFormatters = (instance: i18n): void => {
  instance.services.formatter?.add(CAPITALISE_FORMAT, (value: unknown, language: string | undefined) =>
    typeof value === "string" ? capitalise(value, language) : String(value),
  );
};
