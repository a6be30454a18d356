import { MULTI_SIM_LIMIT, orderMultipleSims } from "@waea/domain/cart";
import { staticHref } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useRuntime } from "../../../app/app-context";
import { Button } from "../../../components/button/button";
import { ErrorState } from "../../../components/error-state/error-state";
import { Form } from "../../../components/form/form";
import { FormAlert } from "../../../components/form-alert";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import type { DialogText } from "../../../dialogs/dialog-store";
import { errorText } from "../../../dialogs/error-text";
import { translateMessage } from "../../../i18n/message";
import { useCartOwner } from "../cart/use-shop-cart";
import { useShopPlans } from "../sim-purchase/use-shop-plans";
import styles from "../shop.module.css";
import { orderLineOf, SimLineFields, type SimRow } from "./sim-line-fields";

const newRow = (key: number): SimRow => ({
  key,
  simType: "real_sim",
  planUUID: "",
  forSomeoneElse: false,
  name: "",
});

/**
 * sim-select-product (SHOP-04, SHOP-07): several SIMs in one order, up to 5, each with its plan; a SIM for someone
 * else makes them a new customer, the buyer's own SIMs stay on the buyer's account. The domain's order rules check
 * every SIM ('SIM 2 plan is not specified'); the SIMs then replace the cart's SIMs and the checkout follows.
 */
const MultiSimPage = () => {
  const { t } = useTranslation(["cart", "errors", "web"]);
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const owner = useCartOwner();
  const plans = useShopPlans();
  const [rows, setRows] = useState<ReadonlyArray<SimRow>>([newRow(0)]);
  const [next, setNext] = useState(1);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ready = plans.state.status === "ready" ? plans.state.value : undefined;

  const order = async () => {
    if (ready === undefined) return;
    setBusy(true);
    setAlert(undefined);
    const ordered = await runtime.run(
      orderMultipleSims({
        lines: rows.map((row) => orderLineOf(row, ready)),
        ...(owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID }),
      }),
      { report: false },
    );
    setBusy(false);
    if (ordered.ok) navigate(staticHref("checkout"));
    else if (!ordered.defect) setAlert(errorText(ordered.error));
  };

  return (
    <div className="page-form">
      <PageTitle title={t("cart:multi_sim_title")} />
      <h1>{t("cart:multi_sim_title")}</h1>
      <p className="lead">{t("cart:multi_sim_lead", { max: MULTI_SIM_LIMIT })}</p>
      {plans.state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="20rem" />
        </SkeletonGroup>
      ) : null}
      {plans.state.status === "failed" ? (
        <ErrorState message={translateMessage(t, errorText(plans.state.error))} onRetry={plans.reload} />
      ) : null}
      {ready === undefined ? null : (
        <Form className={styles.stack} onSubmit={order}>
          {rows.map((row, index) => (
            <SimLineFields
              key={row.key}
              n={index + 1}
              row={row}
              plans={ready}
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
          <FormAlert text={alert} />
          <div className="actions">
            <Button type="submit" pending={busy}>
              {t("cart:add_sims_to_cart", { count: rows.length })}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
};

export default MultiSimPage;
