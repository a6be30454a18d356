import { chooseSimType, planChoiceOf, type SimType } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { Form } from "../../../components/form/form";
import { FormAlert } from "../../../components/form-alert";
import { PageTitle } from "../../../components/page-title";
import type { PageProps } from "../../../shell/page-props";
import { namesPlan } from "../../public-plans/use-public-plans";
import { useCartOwner } from "../cart/use-shop-cart";
import { PlanPicker } from "../plan-picker/plan-picker";
import { ShopPlans } from "../plan-picker/shop-plans";
import { useCartThenCheckout } from "../plan-picker/use-cart-then-checkout";
import styles from "../shop.module.css";
import { SimTypeChoice } from "./sim-plan-fields";

/** The form once the plans are there: the SIM kind, the plan (the route's already chosen), add to cart. */
const SimPurchaseForm = ({
  plans,
  planParam,
}: {
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly planParam: string | undefined;
}) => {
  const { t } = useTranslation("cart");
  const owner = useCartOwner();
  const checkout = useCartThenCheckout();
  const [simType, setSimType] = useState<SimType>("real_sim");
  const [chosen, setChosen] = useState<CatalogEntry | undefined>(undefined);
  const plan = chosen ?? plans.find((entry) => namesPlan(entry, planParam));
  const add = () =>
    checkout.send(
      chooseSimType({
        simType,
        plan: plan === undefined ? undefined : planChoiceOf(plan),
        ...(owner.customerUUID === undefined ? {} : { customerUUID: owner.customerUUID }),
      }),
    );
  return (
    <Form className={styles.stack} onSubmit={add}>
      <SimTypeChoice
        name="sim-type"
        legend={t("cart:choose_sim_type")}
        value={simType}
        onChoose={setSimType}
      />
      <PlanPicker
        name="plan"
        legend={t("cart:choose_plan")}
        plans={plans}
        value={plan?.UUID}
        onChoose={setChosen}
      />
      <FormAlert text={checkout.alert} />
      <div className="actions">
        <Button type="submit" pending={checkout.busy}>
          {t("cart:add_to_cart")}
        </Button>
      </div>
    </Form>
  );
};

/**
 * sim-purchase/:plan? (SHOP-07, SHOP-02): a SIM (eSIM or physical) with a plan, the plan the route names chosen
 * already. Adding it puts the SIM and its plan in the cart in place of any earlier SIM (the domain's rule), saves
 * the cart and goes on to the checkout.
 */
const SimPurchasePage = ({ params }: PageProps) => {
  const { t } = useTranslation("cart");
  return (
    <div className="page-form">
      <PageTitle title={t("cart:sim_purchase_title")} />
      <h1>{t("cart:sim_purchase_title")}</h1>
      <p className="lead">{t("cart:sim_purchase_lead")}</p>
      <ShopPlans skeletonHeight="24rem">
        {(plans) => <SimPurchaseForm plans={plans} planParam={params["plan"]} />}
      </ShopPlans>
    </div>
  );
};

export default SimPurchasePage;
