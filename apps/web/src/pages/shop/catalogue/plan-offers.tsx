import {
  MULTI_SIM_LIMIT,
  SIM_DELIVERY_BUSINESS_DAYS,
  SIM_ITEM_UUIDS,
  SimTypes,
  type ShopCatalogue,
  type SimType,
} from "@waea/domain/cart";
import { formatPlan } from "@waea/domain/plans";
import { hrefFor, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { PlanCard } from "../../plans/plan-card";
import styles from "./catalogue.module.css";

/**
 * The plans on sale (SHOP-01), each as the plans pages show it (the domain's formatting: price with its period,
 * allowances) at the catalogue's price, with a way to get a SIM with it.
 */
export const PlanOffers = ({ plans }: { readonly plans: ShopCatalogue["plans"] }) => {
  const { t } = useTranslation(["cart", "shop"]);
  return (
    <section className={styles.section} aria-labelledby="shop-plans">
      <h2 id="shop-plans">{t("shop:shop_plans")}</h2>
      <ul className={styles.cards}>
        {plans.map((entry) => {
          const plan = formatPlan(entry);
          return (
            <PlanCard
              key={entry.UUID}
              plan={plan}
              actions={
                <Link
                  href={hrefFor("sim-purchase", { plan: entry.UUID }) ?? staticHref("sim-purchase", {})}
                  className={buttonClass("secondary")}
                >
                  {t("shop:get_plan", { name: plan.name })}
                </Link>
              }
            />
          );
        })}
      </ul>
    </section>
  );
};

/** The SIM kind a catalogue variant is, by its item (the built-in SIM kinds have fixed ids). */
const simTypeOf = (itemUUID: string): SimType | undefined =>
  SimTypes.find((simType) => SIM_ITEM_UUIDS[simType] === itemUUID);

/** The SIM kinds (SHOP-01): free with a plan; a physical SIM comes by post, an eSIM is ready in minutes. */
export const SimOffers = ({ sims }: { readonly sims: ShopCatalogue["sims"] }) => {
  const { t } = useTranslation(["cart", "shop"]);
  return (
    <section className={styles.section} aria-labelledby="shop-sims">
      <h2 id="shop-sims">{t("shop:shop_sims")}</h2>
      <ul className={styles.cards}>
        {sims.map((sim) => {
          const simType = simTypeOf(sim.ItemUUID);
          const name = simType === undefined ? sim.Name : t(`cart:sim_type_${simType}`);
          return (
            <Card
              key={sim.UUID}
              as="li"
              title={name}
              level={3}
              actions={
                <Link href={staticHref("sim-purchase", {})} className={buttonClass("secondary")}>
                  {t("shop:get_sim_kind", { name })}
                </Link>
              }
            >
              <p className={styles.price}>{t("shop:sim_free")}</p>
              <p className={styles.muted}>
                {simType === "e_sim"
                  ? t("cart:esim_hint")
                  : t("cart:sim_delivery_days", SIM_DELIVERY_BUSINESS_DAYS)}
              </p>
            </Card>
          );
        })}
      </ul>
      <p>
        {t("shop:several_sims", { max: MULTI_SIM_LIMIT })}{" "}
        <Link href={staticHref("sim-select-product")}>{t("cart:multi_sim_title")}</Link>
      </p>
    </section>
  );
};
