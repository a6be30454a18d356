import type { BroadbandPlan } from "@waea/domain/broadband";
import { formatNzd } from "@waea/domain/money";
import { useTranslation } from "react-i18next";
import { RadioChoice } from "../../components/choice-list/radio-choice";
import styles from "./broadband.module.css";

/**
 * The broadband plans to choose from, one radio card each: name, price a month and description. The flow's plan
 * step (BB-01) and the fixed wireless plan change (BB-02) both offer plans this way.
 */
export const PlanChoices = ({
  legend,
  plans,
  chosen,
  onChoose,
}: {
  readonly legend: string;
  readonly plans: ReadonlyArray<BroadbandPlan>;
  readonly chosen: string | undefined;
  readonly onChoose: (id: string) => void;
}) => {
  const { t } = useTranslation("broadband");
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {plans.map((option) => (
        <RadioChoice
          key={option.ID}
          name="plan"
          value={option.ID}
          checked={option.ID === chosen}
          onChoose={() => onChoose(option.ID)}
          className={styles.choice ?? ""}
        >
          <span className={styles.choiceName}>{option.Name}</span>
          <span>{t("broadband:flow_per_month", { price: formatNzd(option.Price) })}</span>
          {option.Description === undefined ? null : (
            <span className={styles.muted}>{option.Description}</span>
          )}
        </RadioChoice>
      ))}
    </fieldset>
  );
};
