import { planChoiceOf, type SimOrderLine, type SimType } from "@waea/domain/cart";
import type { CatalogEntry } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { CheckboxField } from "../../../components/checkbox-field";
import { TextField } from "../../../components/text-field";
import { PlanPicker } from "../plan-picker/plan-picker";
import { SimTypeChoice } from "../sim-purchase/sim-plan-fields";
import styles from "../shop.module.css";

/** One SIM of a multi-SIM order as the form holds it: its kind, the plan's entry id, and who it is for. */
export interface SimRow {
  readonly key: number;
  readonly simType: SimType;
  readonly planUUID: string;
  readonly forSomeoneElse: boolean;
  readonly name: string;
}

/** The row as the domain's order rules read it: a missing plan is sent as missing, for them to refuse. */
export const orderLineOf = (row: SimRow, plans: ReadonlyArray<CatalogEntry>): SimOrderLine => {
  const entry = plans.find((plan) => plan.UUID === row.planUUID);
  return {
    simType: row.simType,
    plan: entry === undefined ? undefined : planChoiceOf(entry),
    selfManaged: !row.forSomeoneElse,
    ...(row.forSomeoneElse && row.name.trim() !== "" ? { requestedForName: row.name.trim() } : {}),
  };
};

/** One SIM's fields (SHOP-04): SIM type, plan, and whether it is for someone else (then a new customer, by name). */
export const SimLineFields = ({
  n,
  row,
  plans,
  onChange,
  onRemove,
}: {
  readonly n: number;
  readonly row: SimRow;
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly onChange: (row: SimRow) => void;
  readonly onRemove: (() => void) | undefined;
}) => {
  const { t } = useTranslation("cart");
  return (
    <fieldset className={styles.simLine}>
      <legend>{t("cart:sim_n", { n })}</legend>
      <SimTypeChoice
        name={`sim-type-${row.key}`}
        legend={t("cart:choose_sim_type")}
        value={row.simType}
        onChoose={(simType) => onChange({ ...row, simType })}
      />
      <PlanPicker
        name={`plan-${row.key}`}
        legend={t("cart:plan_of_sim", { n })}
        plans={plans}
        value={row.planUUID === "" ? undefined : row.planUUID}
        onChoose={(entry) => onChange({ ...row, planUUID: entry.UUID })}
      />
      <CheckboxField
        label={t("cart:for_someone_else")}
        checked={row.forSomeoneElse}
        onChecked={(forSomeoneElse) => onChange({ ...row, forSomeoneElse })}
      />
      {row.forSomeoneElse ? (
        <TextField
          label={t("cart:their_name")}
          value={row.name}
          onValue={(name) => onChange({ ...row, name })}
        />
      ) : null}
      {onRemove === undefined ? null : (
        <Button variant="link" onClick={onRemove}>
          {t("cart:remove_sim", { n })}
        </Button>
      )}
    </fieldset>
  );
};
