import * as Schema from "effect/Schema";

/**
 * The one help-centre model both providers map into: categories hold sections, sections hold articles. Ids are
 * strings (one provider numbers them, the other does not). Only published articles ever enter it.
 */
export const HelpCategory = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.String,
});
export type HelpCategory = typeof HelpCategory.Type;

export const HelpSection = Schema.Struct({
  id: Schema.String,
  categoryId: Schema.String,
  name: Schema.String,
  description: Schema.String,
});
export type HelpSection = typeof HelpSection.Type;

export const HelpArticle = Schema.Struct({
  id: Schema.String,
  sectionId: Schema.String,
  categoryId: Schema.String,
  title: Schema.String,
  body: Schema.String,
  url: Schema.optional(Schema.String),
});
export type HelpArticle = typeof HelpArticle.Type;

export const HelpCentre = Schema.Struct({
  categories: Schema.Array(HelpCategory),
  sections: Schema.Array(HelpSection),
  articles: Schema.Array(HelpArticle),
});
export type HelpCentre = typeof HelpCentre.Type;

export const EMPTY_HELP_CENTRE: HelpCentre = { categories: [], sections: [], articles: [] };

/** Cache lifetimes of spec 03 §9, for the adapter that caches these calls. */
export const HELP_CACHE_MS = 60 * 60 * 1000;
export const HELP_SEARCH_CACHE_MS = 10 * 60 * 1000;
