import { SimTypes, type SimType } from "@waea/domain/cart";
import { useTranslation } from "react-i18next";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
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
