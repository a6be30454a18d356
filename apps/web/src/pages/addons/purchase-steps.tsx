import { useTranslation } from "react-i18next";
import { Stepper } from "../../components/stepper/stepper";

/** Where a purchase is: 0 choose, 1 check, 2 pay, 4 all done (the kit's Stepper counts steps.length as done). */
export const PurchaseSteps = ({ current }: { readonly current: 1 | 2 | 4 }) => {
  const { t } = useTranslation("payments");
  return (
    <Stepper
      label={t("payments:addons_steps")}
      current={current}
      steps={[
        { key: "choose", label: t("payments:addons_step_choose") },
        { key: "check", label: t("payments:addons_step_check") },
        { key: "pay", label: t("payments:addons_step_pay") },
        { key: "done", label: t("payments:addons_step_done") },
      ]}
    />
  );
};
