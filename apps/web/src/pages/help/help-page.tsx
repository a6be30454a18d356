import { articlesOfCategory } from "@waea/domain/help";
import { hrefFor } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "../../components/card/card";
import { PageTitle } from "../../components/page-title";
import type { PageProps } from "../../shell/page-props";
import { OpenChatButton } from "../chat/open-chat-button";
import styles from "./help.module.css";
import { HelpSkeleton, HelpUnavailable } from "./help-states";
import { HelpSearchForm, HelpSearchResults } from "./help-search";
import { useHelpCentre } from "./use-help-centre";

/**
 * APP-11: the help centre (/help, where /link/help lands): a search, then the categories of the build's provider,
 * or the articles a search found (`?q=`). A chat with the team is one button away.
 */
const HelpPage = ({ query }: PageProps) => {
  const { t } = useTranslation("help");
  const load = useHelpCentre();
  const state = load.state;
  const searched = (query["q"] ?? "").trim();
  return (
    <article className={`page ${styles.page}`}>
      <PageTitle title={t("help:title")} />
      <h1>{t("help:title")}</h1>
      <p className="lead">{t("help:intro")}</p>
      <HelpSearchForm key={searched} query={searched} />
      {state.status === "loading" ? (
        <HelpSkeleton />
      ) : state.status !== "ready" ? null : state.value.categories.length === 0 && searched === "" ? (
        <HelpUnavailable onRetry={load.reload} />
      ) : searched !== "" ? (
        <HelpSearchResults centre={state.value} query={searched} />
      ) : (
        <section aria-labelledby="help-categories">
          <h2 id="help-categories">{t("help:categories")}</h2>
          <ul className={styles.grid}>
            {state.value.categories.map((category) => (
              <Card
                key={category.id}
                as="li"
                level={3}
                title={
                  <Link href={hrefFor("help-category", { category_id: category.id }) ?? ""}>
                    {category.name}
                  </Link>
                }
              >
                <p>{category.description}</p>
                <p className={styles.count}>
                  {t("help:article_count", { count: articlesOfCategory(state.value, category.id).length })}
                </p>
              </Card>
            ))}
          </ul>
        </section>
      )}
      <aside className={styles.chat} aria-labelledby="help-chat">
        <h2 id="help-chat">{t("help:chat_title")}</h2>
        <p>{t("help:chat_text")}</p>
        <OpenChatButton />
      </aside>
    </article>
  );
};

export default HelpPage;
