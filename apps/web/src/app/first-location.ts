import type { Language } from "@waea/domain/config";
import { showLanguage } from "../i18n/show-language";
import type { AppState } from "../state/app-state";
import { startWhenWanted, type DeferredStartHost } from "./deferred-start";

export interface FirstLocation {
  readonly state: AppState;
  /** `?language=` of the first location, when the build offers it (APP-03). */
  readonly language: Language | undefined;
  /** Something stored needs the runtime before the first page renders (needsRuntimeFirst). */
  readonly runtimeFirst: boolean;
  readonly startRuntime: () => void;
  /** Starts downloading the first page's chunk (an anonymous visitor's page renders before the runtime). */
  readonly preloadFirstPage: () => void;
  readonly host?: DeferredStartHost;
}

/**
 * The first location of a visit. A language asked for in the URL shows at once (texts, `<html lang>`, the switch)
 * and is remembered at once: the runtime, which saves it as it boots (restoreLanguage), starts now rather than at
 * the visitor's first click, so the choice holds even when the visitor leaves before touching the page.
 */
export const openFirstLocation = (first: FirstLocation): void => {
  const { state } = first;
  if (first.language !== undefined) showLanguage(state, first.language);
  if (first.runtimeFirst) return first.startRuntime();
  state.startAnonymous();
  first.preloadFirstPage();
  startWhenWanted(state, first.startRuntime, first.host);
  if (first.language !== undefined) void state.whenStarted();
};
