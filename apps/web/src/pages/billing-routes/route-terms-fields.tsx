import type { RouteTermsText } from "@waea/domain/billing-routes";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../components/money-input/money-input";
import { TextField } from "../../components/text-field";

/**
 * A route's spend settings (BR-02) as its payer sets them: its name, how many days a spend cycle lasts, how many
 * cycles, and the limit per cycle in dollars. The edit page and the approval of a request both show them.
 */
export const RouteTermsFields = ({
  value,
  onChange,
  limitHint,
}: {
  readonly value: RouteTermsText;
  readonly onChange: (next: RouteTermsText) => void;
  readonly limitHint: string;
}) => {
  const { t } = useTranslation(["billing-routes"]);
  return (
    <>
      <TextField
        label={t("billing-routes:name")}
        value={value.Name}
        onValue={(Name) => onChange({ ...value, Name })}
      />
      <TextField
        label={t("billing-routes:cycle_days")}
        value={value.SpendCycle}
        onValue={(SpendCycle) => onChange({ ...value, SpendCycle })}
        inputMode="numeric"
      />
      <TextField
        label={t("billing-routes:cycle_count")}
        value={value.SpendCycleCount}
        onValue={(SpendCycleCount) => onChange({ ...value, SpendCycleCount })}
        inputMode="numeric"
      />
      <MoneyInput
        name="limit"
        label={t("billing-routes:limit_dollars")}
        hint={limitHint}
        value={value.SpendLimitDollars}
        onChange={(SpendLimitDollars) => onChange({ ...value, SpendLimitDollars })}
      />
    </>
  );
};
