import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { Card } from "../../components/card/card";
import { Stepper } from "../../components/stepper/stepper";

/** The steps of a money-in payment (amount, card confirmation, done), the current one marked. */
export const PaymentSteps = ({ current }: { readonly current: number }) => {
  const { t } = useTranslation("payments");
  return (
    <Stepper
      label={t("payments:pay_steps")}
      current={current}
      steps={[
        { key: "amount", label: t("payments:pay_step_amount") },
        { key: "card", label: t("payments:pay_step_card") },
        { key: "done", label: t("payments:addons_step_done") },
      ]}
    />
  );
};

/** While the card payment is confirmed with the card provider: what is paid, and not to leave. */
export const PaymentProgress = ({ amountCents }: { readonly amountCents: number }) => {
  const { t } = useTranslation("payments");
  return (
    <Card title={t("payments:pay_progress_title")}>
      <PaymentSteps current={1} />
      <p role="status">
        {t("payments:pay_progress_text")} <Money cents={amountCents} />
      </p>
      <p>{t("payments:addons_do_not_refresh")}</p>
    </Card>
  );
};
