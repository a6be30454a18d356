import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PageTitle } from "../../components/page-title";
import type { PageProps } from "../../shell/page-props";

/**
 * COMING LATER. The single placeholder for the routes whose pages are built in later issues (mobile self-service,
 * shop and checkout, broadband, groups, billing routes, help, rewards, onboarding, profile). The visitor reached it
 * through the real route table and guards; the page itself says plainly that it is not here yet.
 */
const ComingLaterPage = ({ route }: PageProps) => {
  const { t } = useTranslation("web");
  return (
    <section className="page page-narrow coming-later" data-route={route.id}>
      <PageTitle title={t("web:coming_later_title")} />
      <h1>{t("web:coming_later_title")}</h1>
      <p>{t("web:coming_later_text")}</p>
      <p>
        <Link href={staticHref("home")}>{t("web:back_home")}</Link>
      </p>
    </section>
  );
};

export default ComingLaterPage;
