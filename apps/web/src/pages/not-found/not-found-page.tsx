import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageTitle } from "../../components/page-title";
import { buttonClass } from "../../components/button/button";

/** APP-02: an unknown path, or a page this build does not show. */
const NotFoundPage = () => {
  const { t } = useTranslation(["web", "routing"]);
  return (
    <section className="page page-narrow">
      <PageTitle title={t("routing:not_found_title")} />
      <h1>{t("routing:not_found_title")}</h1>
      <p>{t("routing:not_found_text")}</p>
      <p>
        <Link href={staticHref("home")} className={buttonClass()}>
          {t("routing:back_home")}
        </Link>
      </p>
    </section>
  );
};

export default NotFoundPage;
