import type { Redirect } from "@waea/domain/routing";

/**
 * Redirect reasons worth telling the visitor on the page they land on. Coming back after sign-in, opening a
 * shortcut or the profile's first tab need no words; a guard that stopped them does.
 */
const SILENT: ReadonlySet<string> = new Set([
  "routing.already_signed_in",
  "routing.opening_shortcut",
  "routing.opening_profile",
]);

export const redirectNotice = (redirect: Redirect): string | undefined =>
  SILENT.has(redirect.messageKey) ? undefined : redirect.messageKey;
