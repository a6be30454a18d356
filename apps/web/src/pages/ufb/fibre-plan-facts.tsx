import { planSpeeds, type BroadbandPlan } from "@waea/domain/broadband";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { Stat } from "../../components/stat/stat";
import styles from "./ufb.module.css";

/** A fibre plan's figures: its speeds, its price a month at the operator's price, and its description. */
export const FibrePlanFacts = ({ plan }: { readonly plan: BroadbandPlan }) => {
  const { t } = useTranslation("broadband");
  const speeds = planSpeeds(plan);
  return (
    <div className={styles.plan}>
      {speeds === undefined ? null : (
        <p className={styles.speed}>
          {t("broadband:ufb_speeds", { down: speeds.downMbps, up: speeds.upMbps })}
        </p>
      )}
      <Stat label={t("broadband:ufb_price")} value={<Money cents={plan.Price} />} />
      {plan.Description === undefined ? null : <p className={styles.muted}>{plan.Description}</p>}
    </div>
  );
};
