import type { ZendeskArticle, ZendeskCategory, ZendeskSection } from "@waea/domain/help";
import type { CoreState } from "./core";
import type { ChatRecord } from "./help-chat";
import { HELP_ARTICLES } from "./help-articles";
import { HELP_CATEGORIES, HELP_SECTIONS } from "./help-content";
import type { SeedContext } from "./seed-context";

/**
 * The help slice: one help centre, kept as the support desk holds it (numbered categories, sections and articles,
 * drafts included). The messaging-provider calls show the same content as collections and articles.
 */
export interface HelpState {
  readonly categories: ReadonlyArray<ZendeskCategory>;
  readonly sections: ReadonlyArray<ZendeskSection>;
  readonly articles: ReadonlyArray<ZendeskArticle>;
  /** The chat widget's conversations by id (handlers/chat.ts); none at the seed. */
  readonly chats: Readonly<Record<string, ChatRecord>>;
}

/** The operator's help centre (help-content.ts, help-articles.ts): the same for every seed. */
export const seedHelp = (_ctx: SeedContext, _core: CoreState): HelpState => ({
  categories: HELP_CATEGORIES,
  sections: HELP_SECTIONS,
  articles: HELP_ARTICLES,
  chats: {},
});
