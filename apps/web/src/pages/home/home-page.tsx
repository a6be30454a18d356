import { useSignals } from "@preact/signals-react/runtime";
import { isRouteEnabled, routeById, staticHref, type RouteId } from "@waea/domain/routing";
import { Suspense, lazy } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { PageTitle } from "../../components/page-title";
import { buttonClass } from "../../components/button/button";

/** The plan list's password form (PLAN-07), loaded only in a build that configures one. */
const PlansUnlock = lazy(() =>
  import("../public-plans/plans-unlock").then((module) => ({ default: module.PlansUnlock })),
);

interface Offer {
  readonly title: string;
  readonly text: string;
  readonly link: { readonly route: RouteId; readonly label: string };
}

const OFFERS: ReadonlyArray<Offer> = [
  {
    title: "site:home_mobile_title",
    text: "site:home_mobile_text",
    link: { route: "plans", label: "site:home_see_plans" },
  },
  {
    title: "site:home_broadband_title",
    text: "site:home_broadband_text",
    link: { route: "broadband", label: "site:home_check_address" },
  },
  {
    title: "site:home_sim_title",
    text: "site:home_sim_text",
    link: { route: "sim-purchase", label: "site:home_get_sim" },
  },
  {
    title: "site:home_activate_title",
    text: "site:home_activate_text",
    link: { route: "mobile-onboarding", label: "site:home_activate_link" },
  },
];

/** The public home page: what the operator offers, with the way in to plans and to signing in. */
const HomePage = () => {
  useSignals();
  const { t } = useTranslation(["site", "web"]);
  const state = useAppState();
  const signedIn = state.visitor.value.signedIn;
  return (
    <div className="page home">
      <PageTitle title={t("site:home_title")} />
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t("site:home_title")}</h1>
        <p className="lead">{t("site:home_lead")}</p>
        <p className="actions">
          {signedIn ? (
            <Link href={staticHref("profile.my-app-home")} className={buttonClass()}>
              {t("web:my_account")}
            </Link>
          ) : (
            <>
              <Link href={staticHref("sign-in")} className={buttonClass()}>
                {t("web:sign_in")}
              </Link>
              <Link href={staticHref("sign-up")} className={buttonClass("secondary")}>
                {t("web:sign_up")}
              </Link>
            </>
          )}
        </p>
      </section>
      {state.settings.plansPassword === undefined ? null : (
        <Suspense fallback={null}>
          <PlansUnlock />
        </Suspense>
      )}
      <ul className="offers">
        {OFFERS.filter(({ link }) => isRouteEnabled(routeById(link.route), state.settings)).map((offer) => (
          <Card
            key={offer.title}
            as="li"
            className="offer"
            title={t(offer.title)}
            actions={<Link href={staticHref(offer.link.route)}>{t(offer.link.label)}</Link>}
          >
            <p>{t(offer.text)}</p>
          </Card>
        ))}
      </ul>
    </div>
  );
};

export default HomePage;
