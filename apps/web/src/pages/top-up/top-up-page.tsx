import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { loadPrepayBalance, type Card as PaymentCard } from "@waea/domain/payments";
import { formatNzDate } from "@waea/domain/calendar";
import { formatNzd } from "@waea/domain/money";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AutoTopUpCard } from "./auto-top-up-card";
import { PrepayBalanceStat } from "./balance-stat";
import { TopUpForm } from "./top-up-form";
import { PaymentProgress, PaymentSteps } from "./top-up-progress";
import styles from "./top-up.module.css";
import { useTopUp } from "./use-top-up";

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
  const { t } = useTranslation(["payments", "errors", "web"]);
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
          <Skeleton shape="block" height="7rem" />
        </SkeletonGroup>
      )}
      {phase.tag === "paying" ? <PaymentProgress amountCents={phase.amountCents} /> : null}
      {phase.tag === "done" ? (
        <Card
          title={t("payments:topup_done_title")}
          actions={
            <Button variant="secondary" onClick={topUp.again}>
              {t("payments:topup_again")}
            </Button>
          }
        >
          <PaymentSteps current={3} />
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
  const { t } = useTranslation("payments");
  return (
    <ProfilePage title="payments:topup_title">
      {account.product === undefined ? (
        <EmptyState title={t("payments:addons_no_product")} />
      ) : (
        <TopUp customerUUID={account.uuid} product={account.product} />
      )}
    </ProfilePage>
  );
};

export default withAccount(TopUpPage);
