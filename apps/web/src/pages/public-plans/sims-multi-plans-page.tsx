import { MULTI_SIM_LIMIT } from "@waea/domain/cart";
import { useTranslation } from "react-i18next";
import type { PageProps } from "../../shell/page-props";
import { PlansFrame } from "../plans/plans-frame";
import { publicPlanCard } from "./public-plan-card";
import { PublicPlanSections } from "./public-plan-sections";
import { usePublicPlans } from "./use-public-plans";

const KINDS = ["postpay"] as const;

/**
 * PLAN-07: the plans for several SIMs on one account at /sims-multi-plans/:plan? (its flags: multi-plans and SIM
 * purchasing): the postpay plans, up to MULTI_SIM_LIMIT SIMs, with the display rules and quick filters.
 */
const SimsMultiPlansPage = ({ params }: PageProps) => {
  const { t } = useTranslation("plans");
  const load = usePublicPlans(KINDS);
  return (
    <PlansFrame title={t("multi_plans_title")} lead={t("multi_plans_lead", { count: MULTI_SIM_LIMIT })}>
      <PublicPlanSections load={load} card={publicPlanCard("sims-multi-plans", params["plan"], t)} />
    </PlansFrame>
  );
};

export default SimsMultiPlansPage;
