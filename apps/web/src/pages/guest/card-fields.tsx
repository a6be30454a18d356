import type { FieldErrors } from "@waea/domain/validation";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import type { GuestFormField } from "@waea/domain/guest";
import styles from "./guest.module.css";

export interface CardText {
  readonly cardNumber: string;
  readonly cardExpiry: string;
  readonly cardCvc: string;
}

/**
 * The card a guest pays with, typed on the page (the simulated card provider takes it; a Stripe key would put
 * Stripe's card element here). Never stored: it pays this once.
 */
export const CardFields = ({
  card,
  onCard,
  errors,
}: {
  readonly card: CardText;
  readonly onCard: (card: CardText) => void;
  readonly errors: FieldErrors<GuestFormField>;
}) => {
  const { t } = useTranslation("guest");
  return (
    <fieldset className={styles.card}>
      <legend>{t("guest:card_legend")}</legend>
      <TextField
        label={t("guest:card_number")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.cardNumber}
        onValue={(cardNumber) => onCard({ ...card, cardNumber })}
        errors={errors.cardNumber}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t("guest:card_expiry")}
          hint={t("guest:card_expiry_hint")}
          autoComplete="cc-exp"
          value={card.cardExpiry}
          onValue={(cardExpiry) => onCard({ ...card, cardExpiry })}
          errors={errors.cardExpiry}
        />
        <TextField
          label={t("guest:card_cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cardCvc}
          onValue={(cardCvc) => onCard({ ...card, cardCvc })}
          errors={errors.cardCvc}
        />
      </div>
    </fieldset>
  );
};
