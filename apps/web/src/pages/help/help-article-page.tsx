import { helpPage, type HelpPage } from "@waea/domain/help";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { PageTitle } from "../../components/page-title";
import type { PageProps } from "../../shell/page-props";
import { OpenChatButton } from "../chat/open-chat-button";
import { ArticleBody } from "./article-body";
import { ArticleList } from "./article-list";
import styles from "./help.module.css";
import { HelpNotFound } from "./help-not-found";
import { HelpSkeleton, HelpUnavailable } from "./help-states";
import { HelpTrail } from "./help-trail";
import { useHelpCentre } from "./use-help-centre";

const Section = ({ page }: { readonly page: HelpPage }) => {
  const { t } = useTranslation("help");
  if (page.section === undefined) return <HelpNotFound />;
  return (
    <>
      <p className="lead">{page.section.description}</p>
      {page.articles.length === 0 ? (
        <p>{t("help:no_articles")}</p>
      ) : (
        <ArticleList articles={page.articles} label={page.section.name} />
      )}
    </>
  );
};

/**
 * APP-11: a section's articles (/help/category/:category_id/:section_id/) or one article (…/:article_id), its HTML
 * sanitised before it is shown. Still stuck after reading: the chat is one button away.
 */
const HelpArticlePage = ({ params }: PageProps) => {
  const { t } = useTranslation("help");
  const load = useHelpCentre();
  const state = load.state;
  const articleId = params["article_id"];
  if (state.status === "loading")
    return (
      <article className={`page ${styles.page}`}>
        <HelpTrail />
        <HelpSkeleton cards={1} />
      </article>
    );
  if (state.status !== "ready") return null;
  const page = helpPage(state.value, {
    categoryId: params["category_id"] ?? "",
    sectionId: params["section_id"] ?? "",
    articleId: articleId ?? "",
  });
  const title = (articleId === undefined ? page.section?.name : page.article?.title) ?? t("help:title");
  return (
    <article className={`page page-form ${styles.page}`}>
      <PageTitle title={title} />
      <HelpTrail category={page.category} section={articleId === undefined ? undefined : page.section} />
      <h1>{title}</h1>
      {state.value.categories.length === 0 ? (
        <HelpUnavailable onRetry={load.reload} />
      ) : articleId === undefined ? (
        <Section page={page} />
      ) : page.article === undefined ? (
        <HelpNotFound />
      ) : (
        <>
          <ArticleBody html={page.article.body} />
          <Card level={2} title={t("help:still_stuck")}>
            <p>{t("help:chat_text")}</p>
            <OpenChatButton />
          </Card>
        </>
      )}
    </article>
  );
};

export default HelpArticlePage;
