import {
  deleteBillingRoute,
  mayChangeRoute,
  maySpendThrough,
  routeAllowance,
  type BillingRoute,
  type RouteHistoryEntry,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import type { ApiError } from "@waea/domain/ports";
import { usableCards, type Card as PaymentCard } from "@waea/domain/payments";
import { hrefFor } from "@waea/domain/routing";
import type * as Either from "effect/Either";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { ErrorState } from "../../components/error-state/error-state";
import { Meter } from "../../components/meter/meter";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import styles from "./billing-routes.module.css";
import { RouteHistory } from "./route-history";
import { RouteSpendForm } from "./route-spend-form";

export interface RouteCardProps {
  readonly customerUuid: string;
  readonly productUuid: string | undefined;
  readonly route: BillingRoute;
  /** Its history, read with the list (billing-routes-page.tsx), or why it could not be read. */
  readonly history: Either.Either<ReadonlyArray<RouteHistoryEntry>, ApiError> | undefined;
  readonly routes: ReadonlyArray<BillingRoute>;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly onChanged: () => void;
}

/**
 * One route as this account sees it: who pays for whom, what is left of its limit this cycle (a meter), its history,
 * and what this side may do: the payer edits or removes it; the paid-for account spends through it and may remove
 * it unless it is its only valid billing method (the domain decides, BR-03).
 */
export const RouteCard = ({
  customerUuid,
  productUuid,
  route,
  history,
  routes,
  cards,
  onChanged,
}: RouteCardProps) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<DialogText | undefined>(undefined);
  const allowance = routeAllowance(route);
  const name = route.Name ?? t("billing-routes:unnamed");
  const paying = mayChangeRoute(route);
  const other = paying
    ? (route.RequestedByCustomerName ?? t("billing-routes:someone"))
    : (route.CreditAccount.Name ?? route.CreditAccount.Email ?? t("billing-routes:someone"));
  const remove = async () => {
    setBusy(true);
    setAlert(undefined);
    const done = await runtime.run(
      deleteBillingRoute(customerUuid, route, routes, usableCards(cards).length),
      { report: false },
    );
    setBusy(false);
    setRemoving(false);
    if (done.ok) {
      toasts.show({ key: "billing-routes:removed", params: { name } });
      onChanged();
    } else if (!done.defect) setAlert(errorText(done.error));
  };
  return (
    <Card
      as="li"
      title={name}
      actions={
        <div className={styles.row}>
          {paying ? (
            <Link
              href={hrefFor("profile.balance.edit-billing-method", { uuid: route.UUID }) ?? ""}
              className={buttonClass("secondary")}
            >
              {t("billing-routes:edit_named", { name })}
            </Link>
          ) : null}
          <Button variant="destructive" onClick={() => setRemoving(true)}>
            {t("billing-routes:remove_named", { name })}
          </Button>
        </div>
      }
    >
      <dl className={styles.facts}>
        <dt>{t(paying ? "billing-routes:routing_child" : "billing-routes:routing_parent")}</dt>
        <dd>{other}</dd>
        {route.SpendCycle === undefined ? null : (
          <>
            <dt>{t("billing-routes:cycle")}</dt>
            <dd>
              {t("billing-routes:cycle_value", {
                days: route.SpendCycle,
                cycles: route.SpendCycleCount ?? 0,
              })}
            </dd>
          </>
        )}
      </dl>
      {allowance === undefined ? (
        <p>{t("billing-routes:no_limit")}</p>
      ) : (
        <Meter
          label={t("billing-routes:left_this_cycle")}
          remaining={allowance.remainingCents}
          total={allowance.limitCents}
          format={formatNzd}
          lowBelow={0.25}
        />
      )}
      <FormAlert text={alert} />
      {maySpendThrough(route) && productUuid !== undefined ? (
        <RouteSpendForm
          customerUuid={customerUuid}
          productUuid={productUuid}
          routeUuid={route.UUID}
          cards={cards}
          onSpent={onChanged}
        />
      ) : null}
      <h3 className={styles.historyTitle}>{t("billing-routes:history_title")}</h3>
      {history === undefined ? null : history._tag === "Right" ? (
        <RouteHistory name={name} entries={history.right} />
      ) : (
        <ErrorState
          message={t(errorText(history.left).key, errorText(history.left).params ?? {})}
          onRetry={onChanged}
        />
      )}
      <ConfirmDialog
        open={removing}
        variant="destructive"
        title={t("billing-routes:remove_title")}
        confirmLabel={t("billing-routes:remove")}
        pending={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(false)}
      >
        <p>
          {t(paying ? "billing-routes:remove_text_payer" : "billing-routes:remove_text_paid", {
            name,
            other,
          })}
        </p>
      </ConfirmDialog>
    </Card>
  );
};
