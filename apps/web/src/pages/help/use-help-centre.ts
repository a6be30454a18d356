import { loadHelpCentre, type HelpArticle, type HelpCentre } from "@waea/domain/help";
import { hrefFor, type Query } from "@waea/domain/routing";
import { useAppState } from "../../app/app-context";
import { useLoad, type Load } from "../../components/use-load";

/** The help centre of the build's provider (APP-11); failures already gave empty lists in the use case. */
export const useHelpCentre = (): Load<HelpCentre, never> => {
  const { settings } = useAppState();
  return useLoad(() => loadHelpCentre(settings.helpProvider), `help:${settings.helpProvider}`);
};

/** The article's page, or undefined for a hit the loaded centre could not place in a category. */
export const articleHref = (article: HelpArticle, query: Query = {}): string | undefined =>
  article.categoryId === ""
    ? undefined
    : hrefFor(
        "help-article",
        { category_id: article.categoryId, section_id: article.sectionId, article_id: article.id },
        query,
      );
