import { bonusGroupLabelKey, loadBonuses, type BonusCard } from "@waea/domain/rewards";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { Ghost, Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { Stat } from "../../components/stat/stat";
import { useLoad } from "../../components/use-load";
import { i18nKey } from "../../i18n/message";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BonusCardItem } from "./bonus-card";
import { RewardsTabs } from "./rewards-tabs";
import styles from "./rewards.module.css";

const TABS = [
  { id: "profile.bonuses.rewards", label: "rewards:rewards" },
  { id: "profile.bonuses.gifts", label: "rewards:gifts" },
] as const;

const BonusList = ({ cards }: { readonly cards: ReadonlyArray<BonusCard> }) => (
  <ul className={styles.grid}>
    {cards.map((card) => (
      <BonusCardItem key={card.bonus.UUID} card={card} />
    ))}
  </ul>
);

/**
 * RWD-01: /profile/bonuses (and its rewards and gifts tabs, and the fibre profile's broadband/bonuses): the points the
 * customer holds and the bonuses by group, each with its cost and how many points are short; a bonus opens its
 * detail page, where it is redeemed.
 */
const BonusesPage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation(["rewards", "errors", "web"]);
  const load = useLoad(() => loadBonuses(account.uuid), account.uuid);
  const gifts = route.id === "profile.bonuses.gifts";
  return (
    <ProfilePage title="rewards:bonuses_title" width="wide">
      <RewardsTabs label="rewards:bonuses_tabs" tabs={TABS} current={gifts ? TABS[1].id : TABS[0].id} />
      <Loaded
        load={load}
        skeleton={
          // The points, then a group's heading and its bonuses: without the heading the footer stood 20 px inside a
          // phone's screen and left it when the bonuses came (CLS 0.024).
          <SkeletonGroup>
            <Skeleton shape="block" height="4rem" />
            <h2>
              <Ghost>{t("rewards:rewards")}</Ghost>
            </h2>
            <Skeleton shape="card" height="10rem" />
            <Skeleton shape="card" height="10rem" />
            <Skeleton shape="card" height="10rem" />
          </SkeletonGroup>
        }
      >
        {(value) => (
          <>
            <div className={styles.points}>
              <Stat label={t("rewards:points")} value={value.totalPoints} size="large" />
            </div>
            {gifts ? (
              value.gifts.length === 0 ? (
                <EmptyState title={t("rewards:no_gifts")} />
              ) : (
                <section className={styles.section} aria-labelledby="bonus-gifts">
                  <h2 id="bonus-gifts">{t("rewards:gifts")}</h2>
                  <BonusList cards={value.gifts} />
                </section>
              )
            ) : value.rewardGroups.length === 0 ? (
              <EmptyState title={t("rewards:no_rewards")} />
            ) : (
              value.rewardGroups.map(({ group, bonuses }) => (
                <section key={group} className={styles.section} aria-labelledby={`bonus-${group}`}>
                  <h2 id={`bonus-${group}`}>{t(i18nKey(bonusGroupLabelKey(group)))}</h2>
                  <BonusList cards={bonuses} />
                </section>
              ))
            )}
          </>
        )}
      </Loaded>
    </ProfilePage>
  );
};

export default withAccount(BonusesPage);
