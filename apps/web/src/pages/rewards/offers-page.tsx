import { loadOffers } from "@waea/domain/rewards";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Card } from "../../components/card/card";
import { Ghost, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { OfferCard } from "./offer-card";
import { RewardsTabs } from "./rewards-tabs";
import styles from "./rewards.module.css";

const TABS = [
  { id: "profile.offers.your-offers", label: "rewards:your_offers" },
  { id: "profile.offers.all-offers", label: "rewards:all_offers" },
] as const;

/**
 * RWD-02: /profile/offers with your offers (made for this customer; the landing tab) and all offers (every live one
 * this customer may see), ended ones left out by the domain; each can be collected once.
 */
const OffersPage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const load = useLoad(() => loadOffers(account.uuid), account.uuid);
  // Codes of the collections made on this page, by offer: shown on either tab.
  const [codes, setCodes] = useState<Readonly<Record<string, string>>>({});
  const all = route.id === "profile.offers.all-offers";
  const state = load.state;
  const offers = state.status === "ready" ? (all ? state.value.all : state.value.yours) : [];
  return (
    <ProfilePage title="rewards:offers_title" width="wide">
      <RewardsTabs label="rewards:offers_tabs" tabs={TABS} current={all ? TABS[1].id : TABS[0].id} />
      {state.status === "loading" ? (
        // The loaded list's shape with one offer (a heading, its card: name, text, end date, button), words as bones:
        // two fixed cards were taller than prepay@'s one offer and the footer moved up when it came (CLS 0.015).
        <SkeletonGroup>
          <section className={styles.section}>
            <h2>
              <Ghost>{t(all ? "rewards:all_offers" : "rewards:your_offers")}</Ghost>
            </h2>
            <ul className={styles.grid}>
              <Card as="li" level={3} title={<Ghost>{t("rewards:offers_title")}</Ghost>}>
                <p>
                  <Ghost>{t("rewards:no_offers")}</Ghost>
                </p>
                <p className={styles.muted}>
                  <Ghost>{t("rewards:offers_title")}</Ghost>
                </p>
                <Ghost button>{t("rewards:your_offers")}</Ghost>
              </Card>
            </ul>
          </section>
        </SkeletonGroup>
      ) : state.status === "failed" ? (
        <ErrorState
          message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
          onRetry={load.reload}
        />
      ) : state.status === "crashed" ? null : offers.length === 0 ? (
        <EmptyState title={t("rewards:no_offers")} />
      ) : (
        <section className={styles.section} aria-labelledby="offers-list">
          <h2 id="offers-list">{t(all ? "rewards:all_offers" : "rewards:your_offers")}</h2>
          <ul className={styles.grid}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.UUID}
                customerUuid={account.uuid}
                offer={offer}
                code={codes[offer.UUID]}
                onCollected={(reply) => setCodes((before) => ({ ...before, [reply.OfferUUID]: reply.Code }))}
              />
            ))}
          </ul>
        </section>
      )}
    </ProfilePage>
  );
};

export default withAccount(OffersPage);
