import { loadBillingRoutes, loadRouteHistory } from "@waea/domain/billing-routes";
import { staticHref } from "@waea/domain/routing";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./billing-routes.module.css";
import { RouteApprovals } from "./route-approvals";
import { RouteCard } from "./route-card";
import { useAccountCards } from "./use-account-cards";

/**
 * BR-01..04, /billing-routes: the account's routes (each with what is left of its limit this cycle and its history),
 * a way to add one when a right allows it, the approvals waiting for an answer and what was sent. Loading errors
 * are swallowed by the domain (spec 03 §8): a failed read shows no routes and no rights.
 */
const BillingRoutesPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["billing-routes", "web"]);
  const cards = useAccountCards();
  // Each route's history comes with the list: a card drawn before its history pushed its actions down when the
  // history came (bench CLS 0.033 on a phone). A history that fails says so in its card, with a retry.
  const load = useLoad(
    () =>
      Effect.flatMap(loadBillingRoutes(account.uuid), (routes) =>
        Effect.all(
          [
            Effect.succeed(routes),
            Clock.currentTimeMillis,
            Effect.forEach(
              routes.routes,
              (route) => Effect.either(loadRouteHistory(account.uuid, route.UUID)),
              { concurrency: "unbounded" },
            ),
          ] as const,
          { concurrency: "unbounded" },
        ),
      ),
    account.uuid,
  );
  const ready = load.state.status === "ready" ? load.state.value : undefined;
  return (
    <ProfilePage title="billing-routes:page_title" width="wide">
      <p className="lead">{t("billing-routes:page_lead")}</p>
      {ready === undefined ? (
        <SkeletonGroup>
          <div className={styles.stack}>
            <Skeleton shape="card" height="16rem" />
          </div>
        </SkeletonGroup>
      ) : (
        <>
          {ready[0].creation.canCreate ? (
            <p>
              <Link
                href={staticHref("profile.balance.add-billing-method")}
                className={buttonClass("primary")}
              >
                {t("billing-routes:add")}
              </Link>
            </p>
          ) : null}
          <section className={styles.section} aria-labelledby="routes-title">
            <h2 id="routes-title">{t("billing-routes:routes_title")}</h2>
            {ready[0].routes.length === 0 ? (
              <EmptyState
                level={3}
                title={t("billing-routes:none_title")}
                text={t("billing-routes:none_text")}
              />
            ) : (
              <ul className={styles.stack}>
                {ready[0].routes.map((route, index) => (
                  <RouteCard
                    key={route.UUID}
                    customerUuid={account.uuid}
                    productUuid={account.product?.UUID}
                    route={route}
                    history={ready[2][index]}
                    routes={ready[0].routes}
                    cards={cards}
                    onChanged={load.reload}
                  />
                ))}
              </ul>
            )}
          </section>
          <RouteApprovals
            customerUuid={account.uuid}
            approvals={ready[0].approvals}
            sent={ready[0].sent}
            nowMillis={ready[1]}
            onAnswered={load.reload}
          />
        </>
      )}
    </ProfilePage>
  );
};

export default withAccount(BillingRoutesPage);
