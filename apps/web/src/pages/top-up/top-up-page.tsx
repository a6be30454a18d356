import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { loadPrepayBalance, type Card as PaymentCard } from "@waea/domain/payments";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AutoTopUpCard } from "./auto-top-up-card";
import { PrepayBalanceGhost, PrepayBalanceStat } from "./balance-stat";
import { TopUpForm } from "./top-up-form";
import styles from "./top-up.module.css";
import { useTopUp } from "./use-top-up";

// A payment's progress and steps show once the customer pays: they load then (use-top-up.ts asks for them first).
const PaymentProgress = lazy(() =>
  import("./top-up-progress").then((module) => ({ default: module.PaymentProgress })),
);
const PaymentSteps = lazy(() =>
  import("./top-up-progress").then((module) => ({ default: module.PaymentSteps })),
);

/** The account's cards as loaded with it (default first). */
const useAccountCards = (): ReadonlyArray<PaymentCard> => {
  useSignals();
  const loaded = useAppState().account.value;
  return loaded.status === "ready" ? loaded.cards : [];
};

const TopUp = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const cards = useAccountCards();
  const balance = useLoad(
    () => loadPrepayBalance(customerUUID, product.UUID),
    `${customerUUID}:${product.UUID}`,
  );
  const topUp = useTopUp({
    customerUUID,
    productUUID: product.UUID,
    cards,
    onDone: (next) => {
      if (next !== undefined) balance.replace(next);
      toasts.show({ key: "payments:topup_done_toast" });
      void runtime.session.reloadAccount();
    },
  });
  const { phase } = topUp;
  const failed = balance.state.status === "failed" ? errorText(balance.state.error) : undefined;
  // A payment's outcome and a failed read's message are payments texts: a payment loads them before its first step
  // (use-top-up.ts), a failed read with its message (payments-texts.ts).
  const first = failed === undefined && phase.tag === "form";
  const { t } = useTranslation(first ? ["pay", "errors", "web"] : ["pay", "payments", "errors", "web"]);
  return (
    <div className={styles.page}>
      {failed !== undefined ? (
        <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={balance.reload} />
      ) : balance.state.status === "ready" ? (
        <Card>
          <PrepayBalanceStat balance={balance.state.value} />
        </Card>
      ) : (
        <SkeletonGroup>
          <Card>
            <PrepayBalanceGhost />
          </Card>
        </SkeletonGroup>
      )}
      {phase.tag === "paying" ? (
        <Suspense fallback={null}>
          <PaymentProgress amountCents={phase.amountCents} />
        </Suspense>
      ) : null}
      {phase.tag === "done" ? (
        <Card
          title={t("payments:topup_done_title")}
          actions={
            <Button variant="secondary" onClick={topUp.again}>
              {t("payments:topup_again")}
            </Button>
          }
        >
          <Suspense fallback={null}>
            <PaymentSteps current={3} />
          </Suspense>
          <p className={styles.done} role="status">
            {t("payments:topup_done_amount", { amount: formatNzd(phase.amountCents) })}
          </p>
          {phase.balance === undefined ? null : (
            <p className={styles.done}>
              {t("payments:topup_done_balance", { balance: formatNzd(phase.balance.usableCents) })}
              {phase.balance.expiresAtMillis === undefined
                ? null
                : ` ${t("payments:topup_done_expiry", { date: formatNzDate(phase.balance.expiresAtMillis) })}`}
            </p>
          )}
        </Card>
      ) : null}
      {/* Kept while paying, so a refusal finds the amount as typed. */}
      {phase.tag === "done" ? null : (
        <TopUpForm
          cards={cards}
          alert={topUp.alert}
          busy={phase.tag === "paying"}
          onPay={(cents) => void topUp.pay(cents)}
        />
      )}
      <AutoTopUpCard customerUUID={customerUUID} product={product} />
    </div>
  );
};

/**
 * PAY-02 and PAY-03, profile/mobile/top-up (and the broadband balance's top-up): the prepay balance and its expiry,
 * a one-off top-up by card (the domain's amount rules, the card confirmed with progress, the new balance and
 * expiry after) and the auto top-up rule.
 */
const TopUpPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation("pay");
  return (
    <ProfilePage title="pay:topup_title">
      {account.product === undefined ? (
        <EmptyState title={t("pay:no_product")} />
      ) : (
        <TopUp customerUUID={account.uuid} product={account.product} />
      )}
    </ProfilePage>
  );
};

export default withAccount(TopUpPage);
