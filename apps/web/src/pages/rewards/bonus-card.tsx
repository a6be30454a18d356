import type { BonusCard } from "@waea/domain/rewards";
import { hrefFor } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Card } from "../../components/card/card";
import styles from "./rewards.module.css";

/** A bonus in a list: what it is, what it costs and, when the customer cannot redeem it yet, how many points short. */
export const BonusCardItem = ({ card }: { readonly card: BonusCard }) => {
  const { t } = useTranslation(["rewards"]);
  const { bonus } = card;
  return (
    <Card
      as="li"
      level={3}
      title={bonus.Name}
      actions={
        <Link href={hrefFor("profile.bonuses.detail", { uuid: bonus.UUID }) ?? ""}>
          {t("rewards:see_bonus", { name: bonus.Name })}
        </Link>
      }
    >
      <p>{bonus.Description}</p>
      <p className={styles.cost}>{t("rewards:cost", { count: bonus.Points })}</p>
      {card.redeemable ? null : <p className={styles.muted}>{t("rewards:short", { count: card.short })}</p>}
    </Card>
  );
};
