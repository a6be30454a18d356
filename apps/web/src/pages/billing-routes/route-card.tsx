import {
  deleteBillingRoute,
  loadRouteHistory,
  mayChangeRoute,
  maySpendThrough,
  routeAllowance,
  type BillingRoute,
} from "@waea/domain/billing-routes";
import { formatNzd } from "@waea/domain/money";
import { usableCards, type Card as PaymentCard } from "@waea/domain/payments";
import { hrefFor } from "@waea/domain/routing";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { Meter } from "../../components/meter/meter";
import { Loaded } from "../../components/loaded/loaded";
import { Skeleton } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { DialogText } from "../../dialogs/dialog-store";
import { errorText } from "../../dialogs/error-text";
import styles from "./billing-routes.module.css";
import { RouteHistory } from "./route-history";
import { RouteSpendForm } from "./route-spend-form";

export interface RouteCardProps {
  readonly customerUuid: string;
  readonly productUuid: string | undefined;
  readonly route: BillingRoute;
  readonly routes: ReadonlyArray<BillingRoute>;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly onChanged: () => void;
}

/**
 * One route as this account sees it: who pays for whom, what is left of its limit this cycle (a meter), its history,
 * and what this side may do: the payer edits or removes it; the paid-for account spends through it and may remove
 * it unless it is its only valid billing method (the domain decides, BR-03).
 */
export const RouteCard = ({ customerUuid, productUuid, route, routes, cards, onChanged }: RouteCardProps) => {
  const { t } = useTranslation(["billing-routes", "errors"]);
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const history = useLoad(
    () => loadRouteHistory(customerUuid, route.UUID),
    `${route.UUID}:${route.RemainingSpendLimit ?? ""}:${route.SpendLimit ?? ""}:${route.Name ?? ""}`,
  );
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
      <h3>{t("billing-routes:history_title")}</h3>
      <Loaded load={history} skeleton={<Skeleton shape="block" height="6rem" />}>
        {(entries) => <RouteHistory name={name} entries={entries} />}
      </Loaded>
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
