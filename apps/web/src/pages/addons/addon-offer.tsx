import { formatPlan, type CatalogEntry } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/money";
import { translateMessage } from "../../i18n/message";

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
  const headingId = `addon-${entry.UUID}`;
  return (
    <article className="addon-offer" aria-labelledby={headingId}>
      <h3 id={headingId}>{shown.name}</h3>
      <p className="addon-price">
        <Money cents={shown.costCents} />
      </p>
      {shown.more_details === undefined ? null : <p>{shown.more_details}</p>}
      <dl className="addon-details">
        {shown.details.map((detail) => (
          <div key={detail.id}>
            <dt>{translateMessage(t, detail.label)}</dt>
            <dd>{translateMessage(t, detail.value)}</dd>
          </div>
        ))}
      </dl>
      {shown.notes.map((note) => (
        <p key={note.key} className="addon-note">
          {translateMessage(t, note)}
        </p>
      ))}
      <button type="button" disabled={disabled} onClick={() => onBuy(entry)}>
        {t("payments:addons_buy", { name: shown.name })}
      </button>
    </article>
  );
};
