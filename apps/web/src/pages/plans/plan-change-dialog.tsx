import { formatNzDate } from "@waea/domain/calendar";
import type { PlanKind } from "@waea/domain/config";
import { formatNzd } from "@waea/domain/money";
import { PlanChangeTimingKeys, type PlanChangeTiming, type PlanDisplay } from "@waea/domain/plans";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { i18nKey } from "../../i18n/message";
import styles from "./plans.module.css";

/**
 * The confirmation of a plan change (PLAN-05): when it starts (now, or at the next billing date, as the mode
 * allows; a choice only where both are), and what it costs then: from the balance for prepay and PAYG, to the
 * card for postpay, at once without pro-ration; or at the billing date.
 */
export const PlanChangeDialog = ({
  plan,
  kind,
  timings,
  timing,
  onTiming,
  billingDateMillis,
  pending,
  onConfirm,
  onCancel,
}: {
  readonly plan: PlanDisplay | undefined;
  readonly kind: PlanKind | undefined;
  readonly timings: ReadonlyArray<PlanChangeTiming>;
  readonly timing: PlanChangeTiming;
  readonly onTiming: (timing: PlanChangeTiming) => void;
  /** The current plan's renewal: the next billing date, when known. */
  readonly billingDateMillis: number | undefined;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) => {
  const { t } = useTranslation("plans");
  const name = useId();
  if (plan === undefined) return null;
  const price = formatNzd(plan.costCents);
  const what =
    timing === "now"
      ? t(kind === "postpay" ? "confirm_now_card" : "confirm_now_balance", { price, name: plan.name })
      : billingDateMillis === undefined
        ? t("confirm_later_no_date", { price, name: plan.name })
        : t("confirm_later", { price, name: plan.name, date: formatNzDate(billingDateMillis) });
  return (
    <ConfirmDialog
      open
      title={t("confirm_title", { name: plan.name })}
      confirmLabel={t("confirm_change")}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {timings.length > 1 ? (
        <fieldset className={styles.timings}>
          <legend>{t("confirm_when_label")}</legend>
          {timings.map((option) => (
            <label key={option} className={styles.timing}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === timing}
                onChange={() => onTiming(option)}
              />
              {t(i18nKey(PlanChangeTimingKeys[option]))}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p>{what}</p>
      <p className={styles.muted}>{t("confirm_once_a_month")}</p>
    </ConfirmDialog>
  );
};
