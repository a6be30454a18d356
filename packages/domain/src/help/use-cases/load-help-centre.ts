import * as Effect from "effect/Effect";
import type { HelpProvider } from "../../config";
import { HelpApi } from "../help-api";
import type { HelpCentre } from "../help-model";
import { fromIntercom } from "../intercom";
import { fromZendesk, type ZendeskArticle, type ZendeskArticlesReply } from "../zendesk";

const NO_ARTICLES: ZendeskArticlesReply = { articles: [] };

/**
 * The most article pages read (100 articles each): a bound so a provider that keeps answering next_page cannot keep
 * the page loading forever. 20 pages is 2000 articles, far more than an operator's help centre holds.
 */
export const MAX_ARTICLE_PAGES = 20;

/**
 * Loads the help centre from the configured provider into the common model (APP-11). Each support call fails
 * silently with an empty list (spec 01 §8): a failed articles call still shows the categories.
 */
export const loadHelpCentre = (provider: HelpProvider): Effect.Effect<HelpCentre, never, HelpApi> =>
  Effect.gen(function* () {
    const api = yield* HelpApi;
    if (provider === "intercom") {
      const collections = yield* api.intercomCollections().pipe(Effect.orElseSucceed(() => ({ data: [] })));
      const articles = yield* api.intercomArticles().pipe(Effect.orElseSucceed(() => ({ data: [] })));
      return fromIntercom(collections.data, articles.data);
    }
    const categories = yield* api.zendeskCategories().pipe(Effect.orElseSucceed(() => ({ categories: [] })));
    const sections = yield* api.zendeskSections().pipe(Effect.orElseSucceed(() => ({ sections: [] })));
    const articles: ZendeskArticle[] = [];
    for (let page = 1; page <= MAX_ARTICLE_PAGES; page++) {
      const reply = yield* api.zendeskArticles(page).pipe(Effect.orElseSucceed(() => NO_ARTICLES));
      articles.push(...reply.articles);
      const more =
        reply.next_page !== undefined && reply.next_page !== null && (reply.page_count ?? Infinity) > page;
      if (!more || reply.articles.length === 0) break;
    }
    return fromZendesk(categories.categories, sections.sections, articles);
  });
