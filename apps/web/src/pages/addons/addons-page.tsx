import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { loadAddonOffers, type AddonOffers, type Card as PaymentCard } from "@waea/domain/payments";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { FormAlert } from "../../components/form-alert";
import { Money } from "../../components/money";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AddonOffer } from "./addon-offer";
import styles from "./addons-page.module.css";
import { CurrentAddons } from "./current-addons";
import type { ActivePhase } from "./purchase-panel";
import { useAddonPurchase, type PurchasePhase } from "./use-addon-purchase";
import { useCatalogueText } from "../../i18n/catalogue-text";
import { AccountProduct } from "../profile/account-product";

/** The purchase's check, progress and receipt: loaded when the customer chooses an add-on. */
const PurchasePanel = lazy(() => import("./purchase-panel"));

const isActive = (phase: PurchasePhase): phase is ActivePhase =>
  phase.tag === "review" || phase.tag === "buying" || phase.tag === "confirming" || phase.tag === "done";

/** The account's cards as loaded with it (default first): what a card purchase is paid with. */
const useAccountCards = (): ReadonlyArray<PaymentCard> => {
  useSignals();
  const loaded = useAppState().account.value;
  return loaded.status === "ready" ? loaded.cards : [];
};

const Offers = ({
  account,
  product,
  offers,
  reload,
}: {
  readonly account: AccountPageProps["account"];
  readonly product: MobileProduct;
  readonly offers: AddonOffers;
  readonly reload: () => void;
}) => {
  const { t } = useTranslation("payments");
  const runtime = useRuntime();
  const { toasts } = useAppState();
  const cards = useAccountCards();
  const catalogue = useCatalogueText();
  const purchase = useAddonPurchase({
    kind: offers.kind,
    customerUUID: account.uuid,
    productUUID: product.UUID,
    cards,
    // The shared account (the dashboard's product and its add-ons) is read again, then the offers and balance.
    onPurchased: async () => {
      await runtime.session.reloadAccount();
      reload();
    },
    onDone: (name) => toasts.show({ key: "payments:addons_done", params: { name: catalogue.addon(name) } }),
  });
  const { phase } = purchase;
  const busy = phase.tag === "buying" || phase.tag === "confirming";
  return (
    <div className={styles.page}>
      {offers.kind !== "postpay" && offers.balance !== undefined ? (
        <Card>
          <Stat
            size="large"
            label={t("payments:addons_balance_label")}
            value={<Money cents={offers.balance.usableCents} />}
          />
        </Card>
      ) : null}
      {isActive(phase) ? (
        <Suspense
          fallback={
            <SkeletonGroup>
              <Skeleton shape="card" height="12rem" />
            </SkeletonGroup>
          }
        >
          <PurchasePanel
            phase={phase}
            kind={offers.kind}
            balance={offers.balance}
            cards={cards}
            alert={purchase.alert}
            onPay={(paidFrom) => {
              if (phase.tag === "review") void purchase.buy(phase.entry, paidFrom);
            }}
            onCancel={purchase.cancel}
          />
        </Suspense>
      ) : null}
      {phase.tag === "pending" ? <FormAlert text={phase.message} /> : null}
      <CurrentAddons addons={product.Addons ?? []} />
      <section aria-labelledby="addon-catalogue-heading" className={styles.page}>
        <h2 id="addon-catalogue-heading">{t("payments:addons_catalogue")}</h2>
        {offers.addons.length === 0 ? (
          <EmptyState title={t("payments:addons_none_title")} text={t("payments:addons_none")} level={3} />
        ) : (
          <ul className={styles.list}>
            {offers.addons.map((entry) => (
              <AddonOffer key={entry.UUID} entry={entry} disabled={busy} onBuy={purchase.review} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};

/** The page's layout while the offers load: the balance, the add-ons list, three offer cards. */
const OffersSkeleton = () => (
  <SkeletonGroup>
    <div className={styles.page}>
      <Skeleton shape="block" height="6rem" />
      <Skeleton shape="card" height="8rem" />
      <div className={styles.list}>
        <Skeleton shape="card" height="16rem" />
        <Skeleton shape="card" height="16rem" />
        <Skeleton shape="card" height="16rem" />
      </div>
    </div>
  </SkeletonGroup>
);

/** The offers of a product, loaded; while they are read again after a purchase, the last ones stay on screen. */
const ProductAddons = ({
  account,
  product,
}: {
  readonly account: AccountPageProps["account"];
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation(["payments", "errors", "web"]);
  const offers = useLoad(
    () => loadAddonOffers({ customerUUID: account.uuid, product }),
    `${account.uuid}:${product.UUID}`,
  );
  const [latest, setLatest] = useState<AddonOffers | undefined>(undefined);
  if (offers.state.status === "ready" && offers.state.value !== latest) setLatest(offers.state.value);
  if (offers.state.status === "failed") {
    const text = errorText(offers.state.error);
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={offers.reload} />;
  }
  const shown = offers.state.status === "ready" ? offers.state.value : latest;
  return shown === undefined ? (
    <OffersSkeleton />
  ) : (
    <Offers account={account} product={product} offers={shown} reload={offers.reload} />
  );
};

/**
 * PLAN-04, profile/mobile/addons: the add-ons of the customer's product and the ones it can buy, on prepay from the
 * balance or by card, on postpay on the bill; each purchase checked (amount, what, how paid) before money moves,
 * its progress shown, and a receipt after. The purchase rules are the domain's (purchaseAddon).
 */
const AddonsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation("payments");
  // A wide column (ui.md: up to 1080 px), so the add-ons sit side by side on a desktop.
  return (
    <section className="page profile-page">
      <PageTitle title={t("payments:addons_title")} />
      <h1>{t("payments:addons_title")}</h1>
      <AccountProduct account={account} empty={<EmptyState title={t("payments:addons_no_product")} />}>
        {(product) => <ProductAddons account={account} product={product} />}
      </AccountProduct>
    </section>
  );
};

export default withAccount(AddonsPage);
