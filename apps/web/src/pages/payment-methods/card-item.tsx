import { cardExpiryLabel, type Card as PaymentCard } from "@waea/domain/payments";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { i18nKey } from "../../i18n/message";
import { cardName } from "./card-name";
import styles from "./payment-methods.module.css";

/** One saved card: its name, expiry (flagged when past), whether it is the default, and what can be done with it. */
export const CardItem = ({
  card,
  busy,
  onMakeDefault,
  onRemove,
}: {
  readonly card: PaymentCard;
  readonly busy: boolean;
  readonly onMakeDefault: (card: PaymentCard) => void;
  readonly onRemove: (card: PaymentCard) => void;
}) => {
  const { t } = useTranslation("payments");
  const name = cardName(t, card);
  const expiry = cardExpiryLabel(card.exp_month, card.exp_year);
  return (
    <Card
      as="li"
      className={styles.card ?? ""}
      actions={
        <>
          {card.is_default || card.is_card_expired ? null : (
            <Button variant="secondary" disabled={busy} onClick={() => onMakeDefault(card)}>
              {t("payments:methods_make_default")}
              <span className="visually-hidden"> ({name})</span>
            </Button>
          )}
          <Button variant="destructive" disabled={busy} onClick={() => onRemove(card)}>
            {t("payments:methods_remove")}
            <span className="visually-hidden"> ({name})</span>
          </Button>
        </>
      }
    >
      <p className={styles.name}>
        {name}
        {card.is_default ? <span className={styles.badge}>{t("payments:methods_default")}</span> : null}
        {card.is_card_expired ? (
          <span className={`${styles.badge} ${styles.expired}`}>{t("payments:methods_expired")}</span>
        ) : null}
      </p>
      <p className={styles.expiry}>
        {expiry._tag === "Expires"
          ? t("payments:methods_expires", { date: expiry.text })
          : t(i18nKey(expiry.key))}
      </p>
    </Card>
  );
};
