/** Every message key of the help namespace, for the i18n completeness check. */
export const HelpMessageKeys = [
  "help.title",
  "help.search_placeholder",
  "help.no_results",
  "help.no_articles",
  "help.unavailable",
  "help.categories",
  "help.sections",
  "help.back_to_help",
  "help.chat_open",
  "help.chat_unavailable",
  "help.chat_empty",
  "help.chat_too_long",
] as const;
export type HelpMessageKey = (typeof HelpMessageKeys)[number];

/** What the help page says when it has nothing to list: no hits for a search, or an empty help centre. */
export const emptyHelpMessageKey = (searching: boolean): HelpMessageKey =>
  searching ? "help.no_results" : "help.no_articles";
