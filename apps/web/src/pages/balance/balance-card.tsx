import { staticHref, type RouteId } from "@waea/domain/routing";
import { loadAccountBill, loadBalance, type Balance } from "@waea/domain/payments";
import type { MobileProduct } from "@waea/domain/account";
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

/** Where a balance's actions go: the broadband tab's own balance pages, or the mobile tab's. */
export interface BalanceLinks {
  readonly payBill: RouteId;
  readonly topUp: RouteId;
  readonly paymentMethods: RouteId;
}

export const BROADBAND_BALANCE_LINKS: BalanceLinks = {
  payBill: "profile.broadband.balance.pay-bill",
  topUp: "profile.broadband.balance.top-up",
  paymentMethods: "profile.broadband.balance.payment-methods",
};

export const MOBILE_BALANCE_LINKS: BalanceLinks = {
  payBill: "profile.pay-bill",
  topUp: "profile.mobile.top-up",
  paymentMethods: "profile.payment-methods",
};

/** What to do with a balance: pay what a postpay account owes, or top a prepay one up; cards either way. */
const BalanceActions = ({ balance, links }: { readonly balance: Balance; readonly links: BalanceLinks }) => {
  const { t } = useTranslation("payments");
  return (
    <>
      {balance.kind === "postpay" ? (
        <Link href={staticHref(links.payBill)} className={buttonClass()}>
          {t("payments:paybill_title")}
        </Link>
      ) : (
        <Link href={staticHref(links.topUp)} className={buttonClass()}>
          {t("payments:topup_title")}
        </Link>
      )}
      <Link href={staticHref(links.paymentMethods)} className={buttonClass("secondary")}>
        {t("payments:methods_title")}
      </Link>
    </>
  );
};

export interface BalanceCardProps {
  readonly account: string;
  readonly product: MobileProduct | undefined;
  readonly links: BalanceLinks;
}

/**
 * PAY-10: the balance of the account's service with the moment it was read, a prepay balance with its credit expiry
 * or what a postpay account owes with its billing cycle; a fibre-only account's monthly bill when it has no mobile
 * product. The rules are the domain's loadBalance and loadAccountBill.
 */
export const BalanceCard = ({ account, product, links }: BalanceCardProps) => {
  const { t } = useTranslation(["payments", "dashboard", "errors", "web"]);
  const loaded = useLoad(
    () =>
      Effect.zip(
        product === undefined ? loadAccountBill(account) : loadBalance(account, product),
        Clock.currentTimeMillis,
      ),
    `${account}:${product?.UUID ?? ""}`,
  );
  const state = loaded.state;
  const failed = state.status === "failed" ? errorText(state.error) : undefined;
  if (failed !== undefined)
    return <ErrorState message={t(failed.key, failed.params ?? {})} onRetry={loaded.reload} />;
  if (state.status !== "ready")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="12rem" />
      </SkeletonGroup>
    );
  const [balance, readAtMillis] = state.value;
  if (balance === undefined) return <EmptyState title={t("payments:balance_none")} />;
  return (
    <Card actions={<BalanceActions balance={balance} links={links} />}>
      <BalanceSection balance={balance} readAtMillis={readAtMillis} />
    </Card>
  );
};
