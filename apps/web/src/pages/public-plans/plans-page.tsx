import { useTranslation } from "react-i18next";
import type { PageProps } from "../../shell/page-props";
import { PlansFrame } from "../plans/plans-frame";
import { publicPlanCard } from "./public-plan-card";
import { PublicPlanSections } from "./public-plan-sections";
import { usePublicPlans } from "./use-public-plans";

const KINDS = ["postpay", "prepay"] as const;

/**
 * PLAN-07: the public plans page at /plans/:plan? (its guard: plans shown, or mobile onboarding; a configured
 * password hides the list until it is typed on the home page): postpay and prepay plans with the display rules of
 * spec 02 §9 and the quick filters; :plan marks the chosen plan and offers a SIM with it.
 */
const PlansPage = ({ params }: PageProps) => {
  const { t } = useTranslation("plans");
  const load = usePublicPlans(KINDS);
  return (
    <PlansFrame title={t("public_plans_title")} lead={t("public_plans_lead")}>
      <PublicPlanSections load={load} card={publicPlanCard("plans", params["plan"], t)} />
    </PlansFrame>
  );
};

export default PlansPage;
