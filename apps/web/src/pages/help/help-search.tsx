import { emptyHelpMessageKey, searchHelp, type HelpCentre } from "@waea/domain/help";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useAppState } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Form } from "../../components/form/form";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { TextField } from "../../components/text-field";
import { useLoad } from "../../components/use-load";
import styles from "./help.module.css";
import { ArticleList } from "./article-list";

/** The help search box: what is typed goes into the address (`/help?q=`), so a search can be shared and gone back to. */
export const HelpSearchForm = ({ query }: { readonly query: string }) => {
  const { t } = useTranslation("help");
  const [, navigate] = useLocation();
  const [text, setText] = useState(query);
  return (
    <Form
      role="search"
      className={styles.search}
      onSubmit={() => navigate(staticHref("help", text.trim() === "" ? {} : { q: text.trim() }))}
    >
      <TextField
        label={t("help:search_label")}
        type="search"
        value={text}
        onValue={setText}
        maxLength={200}
      />
      <Button type="submit">{t("help:search")}</Button>
    </Form>
  );
};

/** The articles a search finds (APP-11): drafts dropped and failures give none, both in the use case. */
export const HelpSearchResults = ({
  centre,
  query,
}: {
  readonly centre: HelpCentre;
  readonly query: string;
}) => {
  const { t } = useTranslation("help");
  const { settings } = useAppState();
  const load = useLoad(
    () => searchHelp(settings.helpProvider, query, centre),
    `${settings.helpProvider}:${query}`,
  );
  const state = load.state;
  return (
    <section aria-labelledby="help-results" className={styles.results}>
      <h2 id="help-results">{t("help:results_title", { query })}</h2>
      {state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="6rem" />
        </SkeletonGroup>
      ) : state.status !== "ready" ? null : state.value.length === 0 ? (
        <EmptyState
          level={3}
          title={t(`help:${emptyHelpMessageKey(true).slice("help.".length)}`)}
          text={t("help:no_results_text")}
          action={<Link href={staticHref("help")}>{t("help:all_categories")}</Link>}
        />
      ) : (
        <ArticleList articles={state.value} label={t("help:results_title", { query })} />
      )}
    </section>
  );
};
