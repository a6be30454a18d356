import { planChoiceOf } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
import { RadioChoice } from "../../../components/choice-list/radio-choice";
import { Money } from "../../../components/money";
import styles from "../shop.module.css";

/**
 * The plans on sale as radios, each with its name and monthly price (the catalogue's, as the cart will carry it):
 * the one plan picker of the shop, for a SIM bought alone (sim-purchase) and for each SIM of a multi-SIM order.
 */
export const PlanPicker = ({
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
      const choice = planChoiceOf(entry);
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
            <span>{choice.Name ?? entry.Name}</span>
            <Money cents={choice.PriceCents ?? 0} />
          </span>
        </RadioChoice>
      );
    })}
  </fieldset>
);
