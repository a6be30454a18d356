import { formatPlan, type CatalogEntry } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";
import { translateMessage } from "../../i18n/message";
import { useCatalogueText } from "../../i18n/catalogue-text";
import styles from "./addons-page.module.css";

/** One add-on of the catalogue as the customer chooses it: name, price, what it gives, for how long, and Buy. */
export const AddonOffer = ({
  entry,
  disabled,
  onBuy,
}: {
  readonly entry: CatalogEntry;
  readonly disabled: boolean;
  readonly onBuy: (entry: CatalogEntry) => void;
}) => {
  const { t } = useTranslation(["payments", "plans"]);
  const shown = formatPlan(entry);
  const text = useCatalogueText().entry(entry);
  return (
    <li>
      <Card
        as="article"
        level={3}
        title={text.name}
        className={styles.offer ?? ""}
        actions={
          <Button variant="primary" disabled={disabled} onClick={() => onBuy(entry)}>
            {t("payments:addons_buy", { name: text.name })}
          </Button>
        }
      >
        <p className={styles.price}>
          <Money cents={shown.costCents} />
        </p>
        {text.description === undefined ? null : <p className={styles.description}>{text.description}</p>}
        <dl className={styles.details}>
          {shown.details.map((detail) => (
            <div key={detail.id}>
              <dt>{translateMessage(t, detail.label)}</dt>
              <dd>{translateMessage(t, detail.value)}</dd>
            </div>
          ))}
        </dl>
        {shown.notes.map((note) => (
          <p key={note.key} className={styles.note}>
            {translateMessage(t, note)}
          </p>
        ))}
      </Card>
    </li>
  );
};
