import * as Schema from "effect/Schema";
import type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from "./help-model";

/** Messaging-provider style help centre (Settings.helpProvider "intercom"): collections and articles. */
export const INTERCOM_PER_PAGE = 150;

const id = Schema.Union(Schema.String, Schema.Number);

/** A collection: no parent_id makes it a category, a parent_id makes it a section of that parent. */
export const IntercomCollection = Schema.Struct({
  id,
  name: Schema.String,
  description: Schema.optional(Schema.NullOr(Schema.String)),
  parent_id: Schema.optional(Schema.NullOr(id)),
  order: Schema.optional(Schema.Number),
});
export type IntercomCollection = typeof IntercomCollection.Type;

export const IntercomArticle = Schema.Struct({
  id,
  title: Schema.String,
  body: Schema.optional(Schema.NullOr(Schema.String)),
  state: Schema.String,
  parent_id: Schema.optional(Schema.NullOr(id)),
  url: Schema.optional(Schema.NullOr(Schema.String)),
});
export type IntercomArticle = typeof IntercomArticle.Type;

export const IntercomCollectionsReply = Schema.Struct({ data: Schema.Array(IntercomCollection) });
export type IntercomCollectionsReply = typeof IntercomCollectionsReply.Type;
export const IntercomArticlesReply = Schema.Struct({ data: Schema.Array(IntercomArticle) });
export type IntercomArticlesReply = typeof IntercomArticlesReply.Type;
/** GET /intercom/articles/search?phrase=&state=published */
export const IntercomSearchReply = Schema.Struct({
  data: Schema.Struct({ articles: Schema.Array(IntercomArticle) }),
});
export type IntercomSearchReply = typeof IntercomSearchReply.Type;

const key = (value: string | number | null | undefined): string | undefined =>
  value === null || value === undefined || value === "" ? undefined : String(value);

interface Placement {
  readonly sectionId: string;
  readonly categoryId: string;
}

/**
 * The category at the top of a collection's chain of parents. A parent that is not among the collections ends the
 * chain. Broken data whose chain loops makes the collection its own category rather than losing it.
 */
const topOf = (collections: ReadonlyArray<IntercomCollection>): ((start: string) => string) => {
  const parent = new Map(collections.map((c) => [String(c.id), key(c.parent_id)]));
  return (start) => {
    const seen = new Set([start]);
    let at = start;
    for (;;) {
      const up = parent.get(at);
      if (up === undefined || !parent.has(up)) return at;
      if (seen.has(up)) return start;
      seen.add(up);
      at = up;
    }
  };
};

/**
 * Where each collection places its articles. A section's parent is its category; a collection nested deeper is
 * folded into the category at the top of its chain (the common model has two levels). An article placed directly in
 * a category goes to a section with the category's own id and name: the help pages always show sections.
 */
const placements = (collections: ReadonlyArray<IntercomCollection>): ReadonlyMap<string, Placement> => {
  const top = topOf(collections);
  return new Map(
    collections.map((c) => [String(c.id), { sectionId: String(c.id), categoryId: top(String(c.id)) }]),
  );
};

export const intercomArticle = (article: IntercomArticle, place: Placement): HelpArticle => ({
  id: String(article.id),
  sectionId: place.sectionId,
  categoryId: place.categoryId,
  title: article.title,
  body: article.body ?? "",
  ...(article.url === null || article.url === undefined ? {} : { url: article.url }),
});

/** Only published articles are kept (drafts dropped); an article whose collection is unknown is unreachable. */
export const isPublishedIntercom = (article: IntercomArticle): boolean => article.state === "published";

export const fromIntercom = (
  collections: ReadonlyArray<IntercomCollection>,
  articles: ReadonlyArray<IntercomArticle>,
): HelpCentre => {
  const sorted = [...collections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const place = placements(collections);
  const isCategory = (c: IntercomCollection) => place.get(String(c.id))?.categoryId === String(c.id);
  const categories: HelpCategory[] = sorted
    .filter(isCategory)
    .map((c) => ({ id: String(c.id), name: c.name, description: c.description ?? "" }));
  const sections: HelpSection[] = sorted
    .filter((c) => !isCategory(c))
    .map((c) => ({
      id: String(c.id),
      categoryId: place.get(String(c.id))?.categoryId ?? "",
      name: c.name,
      description: c.description ?? "",
    }));
  const mapped: HelpArticle[] = [];
  for (const article of articles.filter(isPublishedIntercom)) {
    const at = place.get(key(article.parent_id) ?? "");
    if (at !== undefined) mapped.push(intercomArticle(article, at));
  }
  const direct = categories.filter((c) => mapped.some((a) => a.sectionId === c.id));
  return {
    categories,
    sections: [
      ...sections,
      ...direct.map((c) => ({ id: c.id, categoryId: c.id, name: c.name, description: c.description })),
    ],
    articles: mapped,
  };
};
