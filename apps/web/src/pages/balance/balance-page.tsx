import { staticHref } from "@waea/domain/routing";
import { loadAccountBill, loadBalance, type Balance } from "@waea/domain/payments";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { BalanceSection } from "../dashboard/balance-section";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";

/** What to do with a balance: pay what a postpay account owes, or top a prepay one up; cards either way. */
const BalanceActions = ({ balance }: { readonly balance: Balance }) => {
  const { t } = useTranslation("payments");
  return (
    <>
      {balance.kind === "postpay" ? (
        <Link href={staticHref("profile.broadband.balance.pay-bill")} className={buttonClass()}>
          {t("payments:paybill_title")}
        </Link>
      ) : (
        <Link href={staticHref("profile.broadband.balance.top-up")} className={buttonClass()}>
          {t("payments:topup_title")}
        </Link>
      )}
      <Link
        href={staticHref("profile.broadband.balance.payment-methods")}
        className={buttonClass("secondary")}
      >
        {t("payments:methods_title")}
      </Link>
    </>
  );
};

/**
 * PAY-10, profile/broadband/balance: the balance of the account's service with the moment it was read, a prepay
 * balance with its credit expiry or what a postpay account owes with its billing cycle; a fibre-only account's
 * monthly bill when it has no mobile product. The rules are the domain's loadBalance and loadAccountBill.
 */
const BalancePage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["payments", "dashboard", "errors", "web"]);
  const product = account.product;
  const loaded = useLoad(
    () =>
      Effect.zip(
        product === undefined ? loadAccountBill(account.uuid) : loadBalance(account.uuid, product),
        Clock.currentTimeMillis,
      ),
    `${account.uuid}:${product?.UUID ?? ""}`,
  );
  const state = loaded.state;
  const failed = state.status === "failed" ? errorText(state.error) : undefined;
  return (
    <ProfilePage title="dashboard:broadband_balance">
      {failed !== undefined ? (
        <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={loaded.reload} />
      ) : state.status !== "ready" ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="12rem" />
        </SkeletonGroup>
      ) : state.value[0] === undefined ? (
        <EmptyState title={t("payments:balance_none")} />
      ) : (
        <Card actions={<BalanceActions balance={state.value[0]} />}>
          <BalanceSection balance={state.value[0]} readAtMillis={state.value[1]} />
        </Card>
      )}
    </ProfilePage>
  );
};

export default withAccount(BalancePage);
