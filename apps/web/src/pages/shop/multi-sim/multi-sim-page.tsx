import { MULTI_SIM_LIMIT, orderMultipleSims } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { Form } from "../../../components/form/form";
import { FormAlert } from "../../../components/form-alert";
import { PageTitle } from "../../../components/page-title";
import { useCartOwner } from "../cart/use-shop-cart";
import { ShopPlans } from "../plan-picker/shop-plans";
import { useCartThenCheckout } from "../plan-picker/use-cart-then-checkout";
import styles from "../shop.module.css";
import { CompanionPriceNote } from "./companion-price-note";
import { orderLineOf, SimLineFields, type SimRow } from "./sim-line-fields";

const newRow = (key: number): SimRow => ({
  key,
  simType: "real_sim",
  planUUID: "",
  forSomeoneElse: false,
  name: "",
});

/** The SIMs of the order, each with its fields; another SIM up to the limit; the companion price; add to cart. */
const MultiSimForm = ({ plans }: { readonly plans: ReadonlyArray<CatalogEntry> }) => {
  const { t } = useTranslation("cart");
  const owner = useCartOwner();
  const checkout = useCartThenCheckout();
  const [rows, setRows] = useState<ReadonlyArray<SimRow>>([newRow(0)]);
  const [next, setNext] = useState(1);
  const order = () =>
    checkout.send(
      orderMultipleSims({
        lines: rows.map((row) => orderLineOf(row, plans)),
        ...(owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID }),
      }),
    );
  return (
    <Form className={styles.stack} onSubmit={order}>
      {rows.map((row, index) => (
        <SimLineFields
          key={row.key}
          n={index + 1}
          row={row}
          plans={plans}
          onChange={(changed) => setRows(rows.map((other) => (other.key === row.key ? changed : other)))}
          onRemove={
            rows.length > 1 ? () => setRows(rows.filter((other) => other.key !== row.key)) : undefined
          }
        />
      ))}
      {rows.length < MULTI_SIM_LIMIT ? (
        <Button
          variant="secondary"
          onClick={() => {
            setRows([...rows, newRow(next)]);
            setNext(next + 1);
          }}
        >
          {t("cart:add_sim")}
        </Button>
      ) : null}
      <CompanionPriceNote people={rows.length} />
      <FormAlert text={checkout.alert} />
      <div className="actions">
        <Button type="submit" pending={checkout.busy}>
          {t("cart:add_sims_to_cart", { count: rows.length })}
        </Button>
      </div>
    </Form>
  );
};

/**
 * sim-select-product (SHOP-04, SHOP-07): several SIMs in one order, up to 5, each with its plan; a SIM for someone
 * else makes them a new customer, the buyer's own SIMs stay on the buyer's account. The domain's order rules check
 * every SIM ('SIM 2 plan is not specified'); the SIMs then replace the cart's SIMs and the checkout follows. From two
 * SIMs the companion group price (spec 03 §1) is shown.
 */
const MultiSimPage = () => {
  const { t } = useTranslation("cart");
  return (
    <div className="page-form">
      <PageTitle title={t("cart:multi_sim_title")} />
      <h1>{t("cart:multi_sim_title")}</h1>
      <p className="lead">{t("cart:multi_sim_lead", { max: MULTI_SIM_LIMIT })}</p>
      <ShopPlans skeletonHeight="30rem">{(plans) => <MultiSimForm plans={plans} />}</ShopPlans>
    </div>
  );
};

export default MultiSimPage;
