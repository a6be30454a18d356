import { helpPage } from "@waea/domain/help";
import { hrefFor } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "../../components/card/card";
import { PageTitle } from "../../components/page-title";
import type { PageProps } from "../../shell/page-props";
import { ArticleList } from "./article-list";
import styles from "./help.module.css";
import { HelpNotFound } from "./help-not-found";
import { HelpSkeleton, HelpUnavailable } from "./help-states";
import { HelpTrail } from "./help-trail";
import { useHelpCentre } from "./use-help-centre";

/** APP-11: a help category (/help/category/:category_id/): its sections, each with its articles. */
const HelpCategoryPage = ({ params }: PageProps) => {
  const { t } = useTranslation("help");
  const load = useHelpCentre();
  const state = load.state;
  if (state.status === "loading")
    return (
      <article className={`page ${styles.page}`}>
        <HelpTrail />
        <HelpSkeleton cards={2} />
      </article>
    );
  if (state.status !== "ready") return null;
  const page = helpPage(state.value, { categoryId: params["category_id"] ?? "" });
  const title = page.category?.name ?? t("help:title");
  return (
    <article className={`page ${styles.page}`}>
      <PageTitle title={title} />
      <HelpTrail />
      <h1>{title}</h1>
      {state.value.categories.length === 0 ? (
        <HelpUnavailable onRetry={load.reload} />
      ) : page.category === undefined ? (
        <HelpNotFound />
      ) : (
        <>
          <p className="lead">{page.category.description}</p>
          {page.sections.map((section) => {
            const articles = state.value.articles.filter((a) => a.sectionId === section.id);
            return (
              <Card
                key={section.id}
                level={2}
                title={
                  <Link
                    href={
                      hrefFor("help-article", { category_id: section.categoryId, section_id: section.id }) ??
                      ""
                    }
                  >
                    {section.name}
                  </Link>
                }
              >
                <p>{section.description}</p>
                {articles.length === 0 ? (
                  <p>{t("help:no_articles")}</p>
                ) : (
                  <ArticleList articles={articles} label={section.name} />
                )}
              </Card>
            );
          })}
        </>
      )}
    </article>
  );
};

export default HelpCategoryPage;
