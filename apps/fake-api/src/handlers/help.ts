import type { helpCalls } from "@waea/adapters/http/contract";
import {
  INTERCOM_PER_PAGE,
  ZENDESK_ARTICLES_PER_PAGE,
  type IntercomArticle,
  type IntercomCollection,
} from "@waea/domain/help";
import { isRefusal, refuse, type Handlers, type HandlerContext, type Refusal } from "../server/handler";
import { chatHandlers } from "./chat";
import { searchArticles, searchWords } from "./help-search";

const checkPerPage = (perPage: number, most: number): Refusal | undefined =>
  perPage < 1 || perPage > most ? refuse(400, `query.per_page: must be between 1 and ${most}`) : undefined;

const wordsOf = (phrase: string, field: string): ReadonlyArray<string> | Refusal => {
  const words = searchWords(phrase);
  return words.length === 0 ? refuse(400, `query.${field}: enter something to search for`) : words;
};

/** The help centre as the messaging provider shows it: categories, then sections with their category as parent. */
const collectionsOf = (context: HandlerContext): ReadonlyArray<IntercomCollection> => [
  ...context.world.help.categories.map((category) => ({
    id: String(category.id),
    name: category.name,
    description: category.description ?? null,
    parent_id: null,
    order: category.position ?? 0,
  })),
  ...context.world.help.sections.map((section) => ({
    id: String(section.id),
    name: section.name,
    description: section.description ?? null,
    parent_id: String(section.category_id),
    order: section.position ?? 0,
  })),
];

const intercomArticlesOf = (context: HandlerContext): ReadonlyArray<IntercomArticle> =>
  context.world.help.articles.map((article) => ({
    id: String(article.id),
    title: article.title,
    body: article.body ?? null,
    state: article.draft ? "draft" : "published",
    parent_id: String(article.section_id),
  }));

/**
 * The help centre of both providers over one content (APP-11). Articles and searches include drafts as the
 * providers send them (the portal drops them); the support desk pages its articles, the messaging provider caps
 * its lists at 150.
 */
export const helpHandlers: Handlers<typeof helpCalls> = {
  "help.zendeskCategories": (_input, context) => ({
    categories: context.world.help.categories,
    next_page: null,
  }),

  "help.zendeskSections": (_input, context) => ({ sections: context.world.help.sections, next_page: null }),

  "help.zendeskArticles": ({ query }, context) => {
    const bad = checkPerPage(query.per_page, ZENDESK_ARTICLES_PER_PAGE);
    if (bad !== undefined) return bad;
    if (query.page < 1) return refuse(400, "query.page: must be 1 or more");
    const all = context.world.help.articles;
    const pageCount = Math.max(1, Math.ceil(all.length / query.per_page));
    const start = (query.page - 1) * query.per_page;
    return {
      articles: all.slice(start, start + query.per_page),
      next_page:
        query.page < pageCount
          ? `/help-desk/articles?per_page=${query.per_page}&page=${query.page + 1}`
          : null,
      page_count: pageCount,
    };
  },

  "help.zendeskSearch": ({ query }, context) => {
    const words = wordsOf(query.query, "query");
    if (isRefusal(words)) return words;
    return { results: searchArticles(context.world.help.articles, words), next_page: null };
  },

  "help.intercomCollections": ({ query }, context) => {
    const bad = checkPerPage(query.per_page, INTERCOM_PER_PAGE);
    return bad ?? { data: collectionsOf(context).slice(0, query.per_page) };
  },

  "help.intercomArticles": ({ query }, context) => {
    const bad = checkPerPage(query.per_page, INTERCOM_PER_PAGE);
    return bad ?? { data: intercomArticlesOf(context).slice(0, query.per_page) };
  },

  "help.intercomSearch": ({ query }, context) => {
    const words = wordsOf(query.phrase, "phrase");
    if (isRefusal(words)) return words;
    const inState = intercomArticlesOf(context).filter(
      (article) => query.state === "all" || article.state === query.state,
    );
    return { data: { articles: searchArticles(inState, words) } };
  },

  ...chatHandlers,
};
