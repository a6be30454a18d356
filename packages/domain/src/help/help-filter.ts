import type { HelpArticle, HelpCategory, HelpCentre, HelpSection } from "./help-model";

/** The sections of a category (help/category/:category_id/). */
export const sectionsOf = (centre: HelpCentre, categoryId: string): ReadonlyArray<HelpSection> =>
  centre.sections.filter((s) => s.categoryId === categoryId);

/** The articles of a section (help/category/:category_id/:section_id/). */
export const articlesOf = (centre: HelpCentre, sectionId: string): ReadonlyArray<HelpArticle> =>
  centre.articles.filter((a) => a.sectionId === sectionId);

export const articlesOfCategory = (centre: HelpCentre, categoryId: string): ReadonlyArray<HelpArticle> =>
  centre.articles.filter((a) => a.categoryId === categoryId);

export interface HelpPage {
  readonly category: HelpCategory | undefined;
  readonly section: HelpSection | undefined;
  readonly article: HelpArticle | undefined;
  readonly sections: ReadonlyArray<HelpSection>;
  readonly articles: ReadonlyArray<HelpArticle>;
}

/**
 * What a help route shows. A section must belong to the category and an article to the section; ids that do not
 * fit (a stale link) show nothing for that level rather than content from elsewhere.
 */
export const helpPage = (
  centre: HelpCentre,
  params: { readonly categoryId?: string; readonly sectionId?: string; readonly articleId?: string },
): HelpPage => {
  const category = centre.categories.find((c) => c.id === params.categoryId);
  const section =
    category === undefined
      ? undefined
      : sectionsOf(centre, category.id).find((s) => s.id === params.sectionId);
  const article =
    section === undefined ? undefined : articlesOf(centre, section.id).find((a) => a.id === params.articleId);
  return {
    category,
    section,
    article,
    sections: category === undefined ? [] : sectionsOf(centre, category.id),
    articles: section === undefined ? [] : articlesOf(centre, section.id),
  };
};
