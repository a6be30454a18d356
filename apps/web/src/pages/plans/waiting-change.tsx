import { formatNzDate } from "@waea/domain/calendar";
import type { PlanState } from "@waea/domain/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { classNames } from "./class-names";
import styles from "./plans.module.css";

/** The plan change waiting for the next billing date (PLAN-05): what and when, and a way to cancel it. */
export const WaitingChange = ({
  planState,
  pending,
  onCancel,
}: {
  readonly planState: PlanState;
  readonly pending: boolean;
  readonly onCancel: () => Promise<boolean>;
}) => {
  const { t } = useTranslation("plans");
  const [asking, setAsking] = useState(false);
  const waiting = planState.waiting;
  if (waiting === undefined) return null;
  const name = waiting.plan?.availability.RetailName ?? waiting.plan?.plan.Name ?? t("new_plan");
  const when = waiting.effectiveAtMillis;
  const current = planState.current?.Name ?? "";
  return (
    <Card
      title={t("waiting_title")}
      className={classNames(styles.waiting)}
      actions={
        <Button variant="destructive" onClick={() => setAsking(true)}>
          {t("cancel_change")}
        </Button>
      }
    >
      <p>
        {when === undefined
          ? t("waiting_text_no_date", { name })
          : t("waiting_text", { name, date: formatNzDate(when) })}
      </p>
      <ConfirmDialog
        open={asking}
        variant="destructive"
        title={t("cancel_change_title")}
        confirmLabel={t("cancel_change")}
        cancelLabel={t("keep_change")}
        pending={pending}
        onConfirm={() => void onCancel().then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p>{t("cancel_change_text", { name: current })}</p>
      </ConfirmDialog>
    </Card>
  );
};
