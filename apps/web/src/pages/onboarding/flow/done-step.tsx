import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../../components/button/button";

/** The end of onboarding: the service is active. */
export const DoneStep = () => {
  const { t } = useTranslation("onboarding");
  return (
    <div className="step">
      <p role="status">{t("onboarding:done_text")}</p>
      <p className="actions">
        <Link href={staticHref("profile.my-app-home")} className={buttonClass()}>
          {t("onboarding:go_to_account")}
        </Link>
        <Link href={staticHref("home")}>{t("onboarding:go_home")}</Link>
      </p>
    </div>
  );
};
