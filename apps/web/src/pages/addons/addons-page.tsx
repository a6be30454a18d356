import { useSignals } from "@preact/signals-react/runtime";
import type { MobileProduct } from "@waea/domain/account";
import { loadAddonOffers, type AddonOffers, type Card } from "@waea/domain/payments";
import { formatNzd } from "@waea/domain/money";
import { formatPlan } from "@waea/domain/plans";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppState, useRuntime } from "../../app/app-context";
import { FormAlert } from "../../components/form-alert";
import { useLoad } from "../../components/use-load";
import { failureText } from "../../dialogs/error-text";
import { Loader } from "../../shell/loader";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AddonOffer } from "./addon-offer";
import { CurrentAddons } from "./current-addons";
import { PurchaseDone } from "./purchase-done";
import { PurchaseProgress } from "./purchase-progress";
import { PurchaseReview } from "./purchase-review";
import { useAddonPurchase } from "./use-addon-purchase";

/** The account's cards as loaded with it (default first): what a card purchase is paid with. */
const useAccountCards = (): ReadonlyArray<Card> => {
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
  const cards = useAccountCards();
  const purchase = useAddonPurchase({
    kind: offers.kind,
    customerUUID: account.uuid,
    productUUID: product.UUID,
    cards,
    // The shared account (the dashboard's product and add-ons) is read again, then the balance with the offers.
    onPurchased: async () => {
      await runtime.session.reloadAccount();
      reload();
    },
  });
  const { phase } = purchase;
  const busy = phase.tag === "buying" || phase.tag === "confirming";
  return (
    <>
      <CurrentAddons addons={product.Addons ?? []} />
      {phase.tag === "review" ? (
        <PurchaseReview
          entry={phase.entry}
          kind={offers.kind}
          balance={offers.balance}
          cards={cards}
          alert={purchase.alert}
          onPay={(paidFrom) => void purchase.buy(phase.entry, paidFrom)}
          onCancel={purchase.cancel}
        />
      ) : null}
      {phase.tag === "buying" || phase.tag === "confirming" ? (
        <PurchaseProgress name={formatPlan(phase.entry).name} step={phase.tag} />
      ) : null}
      {phase.tag === "done" ? (
        <PurchaseDone
          name={formatPlan(phase.entry).name}
          priceCents={phase.priceCents}
          kind={offers.kind}
          paidFrom={phase.paidFrom}
          balanceCents={offers.balance?.balanceCents}
          onAnother={purchase.cancel}
        />
      ) : null}
      {phase.tag === "pending" ? <FormAlert text={phase.message} /> : null}
      <section className="addon-catalogue" aria-labelledby="addon-catalogue-heading">
        <h2 id="addon-catalogue-heading">{t("payments:addons_catalogue")}</h2>
        {offers.kind === "prepay" && offers.balance !== undefined ? (
          <p className="addon-balance">
            {t("payments:addons_balance", { balance: formatNzd(offers.balance.usableCents) })}
          </p>
        ) : null}
        {offers.addons.length === 0 ? (
          <p>{t("payments:addons_none")}</p>
        ) : (
          <div className="addon-list">
            {offers.addons.map((entry) => (
              <AddonOffer key={entry.UUID} entry={entry} disabled={busy} onBuy={purchase.review} />
            ))}
          </div>
        )}
      </section>
    </>
  );
};

/** The offers of a product, loaded; while they are read again after a purchase, the last ones stay on screen. */
const ProductAddons = ({
  account,
  product,
}: {
  readonly account: AccountPageProps["account"];
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation("payments");
  const offers = useLoad(
    () => loadAddonOffers({ customerUUID: account.uuid, product }),
    `${account.uuid}:${product.UUID}`,
  );
  const [latest, setLatest] = useState<AddonOffers | undefined>(undefined);
  if (offers.state.status === "ready" && offers.state.value !== latest) setLatest(offers.state.value);
  if (offers.state.status === "failed")
    return (
      <div className="load-error">
        <FormAlert text={failureText({ ok: false, defect: false, error: offers.state.error })} />
        <button type="button" onClick={offers.reload}>
          {t("payments:addons_try_again")}
        </button>
      </div>
    );
  const shown = offers.state.status === "ready" ? offers.state.value : latest;
  return shown === undefined ? (
    <Loader />
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
  const product = account.product;
  return (
    <ProfilePage title="payments:addons_title">
      {product === undefined ? (
        <p>{t("payments:addons_no_product")}</p>
      ) : (
        <ProductAddons account={account} product={product} />
      )}
    </ProfilePage>
  );
};

export default withAccount(AddonsPage);
