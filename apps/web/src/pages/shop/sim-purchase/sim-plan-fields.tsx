import { SimTypes, type SimType } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { Money } from "../../../components/money";
import styles from "../shop.module.css";

/** The SIM kinds as radios: an eSIM or a physical SIM (delivered in 3-7 business days). */
export const SimTypeChoice = ({
  name,
  value,
  onChoose,
  legend,
}: {
  readonly name: string;
  readonly value: SimType | undefined;
  readonly onChoose: (simType: SimType) => void;
  readonly legend: string;
}) => {
  const { t } = useTranslation("cart");
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {SimTypes.map((simType) => (
        <RadioChoice
          key={simType}
          name={name}
          value={simType}
          checked={value === simType}
          onChoose={() => onChoose(simType)}
          className={styles.choice ?? ""}
        >
          <span className={styles.choiceText}>
            <span>{t(`cart:sim_type_${simType}`)}</span>
            <span className={styles.muted}>
              {simType === "e_sim" ? t("cart:esim_hint") : t("cart:sim_delivery_days", { min: 3, max: 7 })}
            </span>
          </span>
        </RadioChoice>
      ))}
    </fieldset>
  );
};

/** The plans on sale as radios, each with its name and monthly price. */
export const PlanChoiceList = ({
  name,
  plans,
  value,
  onChoose,
  legend,
}: {
  readonly name: string;
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly value: string | undefined;
  readonly onChoose: (entry: CatalogEntry) => void;
  readonly legend: string;
}) => (
  <fieldset className={styles.group}>
    <legend>{legend}</legend>
    {plans.map((entry) => {
      const availability = entry.Availabilities[0];
      return (
        <RadioChoice
          key={entry.UUID}
          name={name}
          value={entry.UUID}
          checked={value === entry.UUID}
          onChoose={() => onChoose(entry)}
          className={styles.choice ?? ""}
        >
          <span className={styles.choiceText}>
            <span>{availability?.RetailName ?? entry.Name}</span>
            <Money cents={availability?.RetailCents ?? entry.Cents} />
          </span>
        </RadioChoice>
      );
    })}
  </fieldset>
);
