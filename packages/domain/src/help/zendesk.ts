import * as Schema from "effect/Schema";
import type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from "./help-model";

/** Support-desk style help centre (Settings.helpProvider "zendesk"): categories, sections, articles. */
export const ZENDESK_ARTICLES_PER_PAGE = 100;

const text = Schema.optional(Schema.NullOr(Schema.String));
const nextPage = Schema.optional(Schema.NullOr(Schema.String));

export const ZendeskCategory = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  description: text,
  position: Schema.optional(Schema.Number),
});
export type ZendeskCategory = typeof ZendeskCategory.Type;

export const ZendeskSection = Schema.Struct({
  id: Schema.Number,
  category_id: Schema.Number,
  name: Schema.String,
  description: text,
  position: Schema.optional(Schema.Number),
});
export type ZendeskSection = typeof ZendeskSection.Type;

export const ZendeskArticle = Schema.Struct({
  id: Schema.Number,
  section_id: Schema.Number,
  title: Schema.String,
  body: text,
  draft: Schema.Boolean,
  html_url: Schema.optional(Schema.String),
});
export type ZendeskArticle = typeof ZendeskArticle.Type;

export const ZendeskCategoriesReply = Schema.Struct({
  categories: Schema.Array(ZendeskCategory),
  next_page: nextPage,
});
export type ZendeskCategoriesReply = typeof ZendeskCategoriesReply.Type;
export const ZendeskSectionsReply = Schema.Struct({
  sections: Schema.Array(ZendeskSection),
  next_page: nextPage,
});
export type ZendeskSectionsReply = typeof ZendeskSectionsReply.Type;
export const ZendeskArticlesReply = Schema.Struct({
  articles: Schema.Array(ZendeskArticle),
  next_page: nextPage,
  page_count: Schema.optional(Schema.Number),
});
export type ZendeskArticlesReply = typeof ZendeskArticlesReply.Type;
/** GET articles/search?query= */
export const ZendeskSearchReply = Schema.Struct({
  results: Schema.Array(ZendeskArticle),
  next_page: nextPage,
});
export type ZendeskSearchReply = typeof ZendeskSearchReply.Type;

/** A published article in the common model; its category comes from its section (empty when unknown). */
export const zendeskArticle = (
  article: ZendeskArticle,
  categoryOfSection: ReadonlyMap<string, string>,
): HelpArticle => ({
  id: String(article.id),
  sectionId: String(article.section_id),
  categoryId: categoryOfSection.get(String(article.section_id)) ?? "",
  title: article.title,
  body: article.body ?? "",
  ...(article.html_url === undefined ? {} : { url: article.html_url }),
});

/** Drafts are dropped (spec 03 §7). */
export const publishedZendesk = (articles: ReadonlyArray<ZendeskArticle>): ReadonlyArray<ZendeskArticle> =>
  articles.filter((a) => !a.draft);

export const fromZendesk = (
  categories: ReadonlyArray<ZendeskCategory>,
  sections: ReadonlyArray<ZendeskSection>,
  articles: ReadonlyArray<ZendeskArticle>,
): HelpCentre => {
  const order = <T extends { readonly position?: number | undefined }>(list: ReadonlyArray<T>) =>
    [...list].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const mappedSections: HelpSection[] = order(sections).map((s) => ({
    id: String(s.id),
    categoryId: String(s.category_id),
    name: s.name,
    description: s.description ?? "",
  }));
  const categoryOfSection = new Map(mappedSections.map((s) => [s.id, s.categoryId]));
  const mappedCategories: HelpCategory[] = order(categories).map((c) => ({
    id: String(c.id),
    name: c.name,
    description: c.description ?? "",
  }));
  return {
    categories: mappedCategories,
    sections: mappedSections,
    articles: publishedZendesk(articles).map((a) => zendeskArticle(a, categoryOfSection)),
  };
};
