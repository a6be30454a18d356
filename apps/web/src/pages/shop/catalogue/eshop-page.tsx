import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/error-state/error-state";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { errorText } from "../../../dialogs/error-text";
import { translateMessage } from "../../../i18n/message";
import styles from "./catalogue.module.css";
import { PhoneShop } from "./phone-shop";
import { PlanOffers, SimOffers } from "./plan-offers";
import { useShopCatalogue } from "./use-shop-catalogue";

/**
 * /eshop (SHOP-01): the catalogue: plans and SIMs and, in a non-production build, the phones with their filter
 * sidebar. The catalogue is asked for after 1.5 s and replaces what is shown only when it changed. In production
 * the route table sends /eshop to the checkout.
 */
const EshopPage = () => {
  const { t } = useTranslation(["cart", "errors", "web", "shop"]);
  const { catalogue, error, reload } = useShopCatalogue();
  return (
    <div className="page">
      <PageTitle title={t("shop:shop_title")} />
      <h1>{t("shop:shop_title")}</h1>
      <p className="lead">{t("shop:shop_lead")}</p>
      {error !== undefined ? (
        <ErrorState message={translateMessage(t, errorText(error))} onRetry={reload} />
      ) : catalogue === undefined ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="12rem" />
          <Skeleton shape="card" height="10rem" />
          <Skeleton shape="card" height="24rem" />
        </SkeletonGroup>
      ) : (
        <div className={styles.sections}>
          <PlanOffers plans={catalogue.plans} />
          <SimOffers sims={catalogue.sims} />
          {catalogue.phones.length === 0 ? null : <PhoneShop phones={catalogue.phones} />}
        </div>
      )}
    </div>
  );
};

export default EshopPage;
