import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { CUSTOM_AMOUNT_QUERY } from "@waea/domain/routing";
import { loadBalance, type Balance, type Card as PaymentCard } from "@waea/domain/payments";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { PaymentProgress } from "../top-up/top-up-progress";
import { BillBalance } from "./bill-balance";
import { PayBillDone } from "./pay-bill-done";
import { PayBillForm } from "./pay-bill-form";
import styles from "../top-up/top-up.module.css";
import { usePayBill, type BilledService } from "./use-pay-bill";

const useAccountCards = (): ReadonlyArray<PaymentCard> => {
  useSignals();
  const loaded = useAppState().account.value;
  return loaded.status === "ready" ? loaded.cards : [];
};

/**
 * What the page pays against and what is owed, with the moment it was read (its "as of"): the mobile product's
 * balance, or a fibre-only account's monthly bill and its fibre service (undefined: no bill to pay; the fibre reads
 * load only then, fibre-bill-load.ts).
 */
const loadBill = (customerUUID: string, product: MobileProduct | undefined) =>
  product === undefined
    ? Effect.map(
        Effect.zip(
          Effect.flatMap(
            Effect.promise(() => import("./fibre-bill-load")),
            ({ loadFibreSummary }) => loadFibreSummary(customerUUID),
          ),
          Clock.currentTimeMillis,
        ),
        ([summary, readAt]) =>
          summary?.bill === undefined
            ? undefined
            : ([
                { kind: "fibre", serviceUUID: summary.product.UUID } as BilledService,
                summary.bill as Balance,
                readAt,
              ] as const),
      )
    : Effect.map(
        Effect.zip(loadBalance(customerUUID, product), Clock.currentTimeMillis),
        ([balance, readAt]) => [{ kind: "mobile", product } as BilledService, balance, readAt] as const,
      );

const PayBill = ({
  customerUUID,
  product,
  startCustom,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct | undefined;
  readonly startCustom: boolean;
}) => {
  const cards = useAccountCards();
  const balance = useLoad(
    () => loadBill(customerUUID, product),
    `${customerUUID}:${product?.UUID ?? "fibre"}`,
  );
  const loaded = balance.state.status === "ready" ? balance.state.value : undefined;
  const service: BilledService =
    loaded?.[0] ?? (product === undefined ? { kind: "fibre", serviceUUID: "" } : { kind: "mobile", product });
  const payment = usePayBill({ customerUUID, service, cards, onRefreshed: balance.reload });
  const { phase } = payment;
  // A payment's outcome and a failed read's message are payments texts: a payment loads them before its first step
  // (use-pay-bill.ts), a failed read with its message (../top-up/payments-texts.ts).
  const first = balance.state.status !== "failed" && phase.tag === "form";
  const { t } = useTranslation(first ? ["pay", "errors", "web"] : ["pay", "payments", "errors", "web"]);
  // While the balance is read again after a payment, the last one stays on screen (and the receipt with it).
  const [latest, setLatest] = useState<typeof ready>(undefined);
  const ready = loaded;
  if (ready !== undefined && ready !== latest) setLatest(ready);
  const current = ready ?? latest;
  if (balance.state.status === "failed") {
    const text = errorText(balance.state.error);
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={balance.reload} />;
  }
  // No mobile product and no fibre bill: nothing this page can pay.
  if (current === undefined && balance.state.status === "ready")
    return <EmptyState title={t("pay:no_product")} />;
  if (current === undefined)
    return (
      <SkeletonGroup>
        <div className={styles.page}>
          <Skeleton shape="block" height="7rem" />
          <Skeleton shape="card" height="18rem" />
        </div>
      </SkeletonGroup>
    );
  const [, shown, readAtMillis] = current;
  const owed = shown.kind === "postpay" ? shown.balanceCents : 0;
  return (
    <div className={styles.page}>
      <Card>
        <BillBalance balance={shown} readAtMillis={readAtMillis} />
      </Card>
      {phase.tag === "paying" && phase.amountCents !== undefined ? (
        <PaymentProgress amountCents={phase.amountCents} />
      ) : null}
      {phase.tag === "done" ? <PayBillDone phase={phase} onAgain={payment.again} /> : null}
      {/* Kept while paying, so a refusal finds the amount chosen as it was. */}
      {phase.tag === "done" ? null : (
        <PayBillForm
          owedCents={owed}
          cards={cards}
          startCustom={startCustom}
          alert={payment.alert}
          busy={phase.tag === "paying"}
          onPay={(amount, cents) => void payment.pay(amount, cents)}
        />
      )}
    </div>
  );
};

/**
 * PAY-04, profile/pay-bill (and /link/full-amount, /link/custom-amount): what the postpay account owes, paid in full
 * or a custom amount by the default card, the card confirmed with progress, a receipt, and the balance read again
 * 3 s after ('Error getting transaction status' when that read fails). Postpay only (the route's guard); a fibre-only
 * account (no mobile product) pays its monthly bill against its fibre service.
 */
const PayBillPage = ({ account, query }: AccountPageProps) => {
  const startCustom = Object.entries(CUSTOM_AMOUNT_QUERY).every(([key, value]) => query[key] === value);
  return (
    <ProfilePage title="pay:paybill_title">
      <PayBill customerUUID={account.uuid} product={account.product} startCustom={startCustom} />
    </ProfilePage>
  );
};

export default withAccount(PayBillPage);
