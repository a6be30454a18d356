import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { PageTitle } from "../../components/page-title";
import { buttonClass } from "../../components/button/button";

/** /welcome (ONB-08): where a new customer starts: activate a SIM they have, or finish onboarding when signed in. */
const WelcomePage = () => {
  useSignals();
  const { t } = useTranslation(["onboarding", "web"]);
  const { visitor } = useAppState();
  const signedIn = visitor.value.signedIn;
  return (
    <section className="page page-narrow welcome">
      <PageTitle title={t("onboarding:welcome_title")} />
      <h1>{t("onboarding:welcome_title")}</h1>
      <p className="lead">{t("onboarding:welcome_text")}</p>
      <ul className="links">
        <li>
          <Link href={staticHref("mobile-onboarding")} className={buttonClass()}>
            {t("onboarding:have_sim")}
          </Link>
        </li>
        {signedIn ? (
          <li>
            <Link href={staticHref("onboarding")}>{t("onboarding:continue_onboarding")}</Link>
          </li>
        ) : (
          <li>
            <Link href={staticHref("sign-in")}>{t("onboarding:sign_in_to_continue")}</Link>
          </li>
        )}
      </ul>
    </section>
  );
};

export default WelcomePage;
