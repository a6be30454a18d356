import { loadFibreServices, type FibreService } from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { Money } from "../../components/money";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";
import { useLoad } from "../../components/use-load";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import styles from "./broadband.module.css";

const ServiceCard = ({ service }: { readonly service: FibreService }) => {
  const { t } = useTranslation(["broadband", "dashboard", "account"]);
  const { plan, product } = service;
  return (
    <Card as="li" level={2} title={plan?.Name ?? t("broadband:subs_unknown_plan")}>
      <div className={styles.facts}>
        <Stat label={t("dashboard:fibre_status")} value={t(i18nKey(service.statusKey))} />
        {plan === undefined ? null : (
          <Stat label={t("dashboard:fibre_price")} value={<Money cents={plan.PriceCents} />} />
        )}
        {product.ServiceID === undefined ? null : (
          <p className={styles.muted}>{t("dashboard:fibre_service_id", { id: product.ServiceID })}</p>
        )}
      </div>
    </Card>
  );
};

/**
 * BB-04, profile/broadband/ufb and ufb/subscriptions: the account's fibre services, newest first, each with its
 * plan, monthly price, service id and status in words; a link to order another (the broadband flow).
 */
const FibreSubscriptionsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["broadband"]);
  const services = useLoad(() => loadFibreServices(account.uuid), account.uuid);
  const order = (
    <Link href={staticHref("broadband")} className={buttonClass("primary")}>
      {t("broadband:subs_order")}
    </Link>
  );
  return (
    <ProfilePage title="broadband:subs_title">
      <Loaded
        load={services}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="card" height="10rem" />
          </SkeletonGroup>
        }
      >
        {(found) =>
          found.length === 0 ? (
            <EmptyState
              title={t("broadband:subs_none")}
              text={t("broadband:subs_none_text")}
              action={order}
            />
          ) : (
            <>
              <ul className={styles.list} aria-label={t("broadband:subs_title")}>
                {found.map((service) => (
                  <ServiceCard key={service.product.UUID} service={service} />
                ))}
              </ul>
              <div className="actions">
                {order}
                {found.length > 1 ? (
                  <Link href={staticHref("select-ufb-product")} className={buttonClass("secondary")}>
                    {t("broadband:subs_choose")}
                  </Link>
                ) : null}
              </div>
            </>
          )
        }
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(FibreSubscriptionsPage);
