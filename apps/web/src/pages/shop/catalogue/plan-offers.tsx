import { MULTI_SIM_LIMIT, planChoiceOf, type ShopCatalogue } from "@waea/domain/cart";
import { formatNzd } from "@waea/domain/money";
import { hrefFor, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import styles from "./catalogue.module.css";

/** The plans on sale (SHOP-01), each with its monthly price from the catalogue and a way to get a SIM with it. */
export const PlanOffers = ({ plans }: { readonly plans: ShopCatalogue["plans"] }) => {
  const { t } = useTranslation("cart");
  return (
    <section className={styles.section} aria-labelledby="shop-plans">
      <h2 id="shop-plans">{t("cart:shop_plans")}</h2>
      <ul className={styles.cards}>
        {plans.map((entry) => {
          const plan = planChoiceOf(entry);
          const name = plan.Name ?? entry.Name;
          return (
            <Card
              key={entry.UUID}
              as="li"
              title={name}
              level={3}
              actions={
                <Link
                  href={hrefFor("sim-purchase", { plan: entry.UUID }) ?? staticHref("sim-purchase", {})}
                  className={buttonClass("secondary")}
                >
                  {t("cart:get_plan", { name })}
                </Link>
              }
            >
              <p className={styles.price}>
                {t("cart:plan_per_month", { price: formatNzd(plan.PriceCents ?? 0) })}
              </p>
            </Card>
          );
        })}
      </ul>
    </section>
  );
};

/** The SIM kinds (SHOP-01): free with a plan; a physical SIM comes by post, an eSIM is ready in minutes. */
export const SimOffers = ({ sims }: { readonly sims: ShopCatalogue["sims"] }) => {
  const { t } = useTranslation("cart");
  return (
    <section className={styles.section} aria-labelledby="shop-sims">
      <h2 id="shop-sims">{t("cart:shop_sims")}</h2>
      <ul className={styles.cards}>
        {sims.map((sim) => (
          <Card
            key={sim.UUID}
            as="li"
            title={sim.Name}
            level={3}
            actions={
              <Link href={staticHref("sim-purchase", {})} className={buttonClass("secondary")}>
                {t("cart:get_sim_kind", { name: sim.Name })}
              </Link>
            }
          >
            <p className={styles.price}>{t("cart:sim_free")}</p>
            {sim.Description === undefined ? null : <p className={styles.muted}>{sim.Description}</p>}
          </Card>
        ))}
      </ul>
      <p>
        {t("cart:several_sims", { max: MULTI_SIM_LIMIT })}{" "}
        <Link href={staticHref("sim-select-product")}>{t("cart:multi_sim_title")}</Link>
      </p>
    </section>
  );
};
