import { chooseSimType, planChoiceOf, type SimType } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
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
import type { PageProps } from "../../../shell/page-props";
import { namesPlan } from "../../public-plans/use-public-plans";
import { useCartOwner } from "../cart/use-shop-cart";
import styles from "../shop.module.css";
import { PlanChoiceList, SimTypeChoice } from "./sim-plan-fields";
import { useShopPlans } from "./use-shop-plans";

/**
 * sim-purchase/:plan? (SHOP-07, SHOP-02): a SIM (eSIM or physical) with a plan, the plan the route names chosen
 * already. Adding it puts the SIM and its plan in the cart in place of any earlier SIM (the domain's rule), saves
 * the cart and goes on to the checkout.
 */
const SimPurchasePage = ({ params }: PageProps) => {
  const { t } = useTranslation(["cart", "errors", "web"]);
  const runtime = useRuntime();
  const [, navigate] = useLocation();
  const owner = useCartOwner();
  const plans = useShopPlans();
  const [simType, setSimType] = useState<SimType | undefined>(undefined);
  const [chosen, setChosen] = useState<CatalogEntry | undefined>(undefined);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ready = plans.state.status === "ready" ? plans.state.value : undefined;
  const plan = chosen ?? ready?.find((entry) => namesPlan(entry, params["plan"]));

  const add = async () => {
    setBusy(true);
    setAlert(undefined);
    const added = await runtime.run(
      chooseSimType({
        simType: simType ?? "real_sim",
        plan: plan === undefined ? undefined : planChoiceOf(plan),
        ...(owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID }),
      }),
      { report: false },
    );
    setBusy(false);
    if (added.ok) navigate(staticHref("checkout"));
    else if (!added.defect) setAlert(errorText(added.error));
  };

  return (
    <div className="page-form">
      <PageTitle title={t("cart:sim_purchase_title")} />
      <h1>{t("cart:sim_purchase_title")}</h1>
      <p className="lead">{t("cart:sim_purchase_lead")}</p>
      {plans.state.status === "loading" ? (
        <SkeletonGroup>
          <Skeleton shape="block" height="8rem" />
          <Skeleton shape="block" height="16rem" />
        </SkeletonGroup>
      ) : null}
      {plans.state.status === "failed" ? (
        <ErrorState message={translateMessage(t, errorText(plans.state.error))} onRetry={plans.reload} />
      ) : null}
      {ready === undefined ? null : (
        <Form className={styles.stack} onSubmit={add}>
          <SimTypeChoice
            name="sim-type"
            legend={t("cart:choose_sim_type")}
            value={simType ?? "real_sim"}
            onChoose={setSimType}
          />
          <PlanChoiceList
            name="plan"
            legend={t("cart:choose_plan")}
            plans={ready}
            value={plan?.UUID}
            onChoose={setChosen}
          />
          <FormAlert text={alert} />
          <div className="actions">
            <Button type="submit" pending={busy}>
              {t("cart:add_to_cart")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
};

export default SimPurchasePage;
