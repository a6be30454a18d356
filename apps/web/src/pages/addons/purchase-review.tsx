import {
  addonPriceCents,
  balanceCovers,
  defaultCard,
  type AddonPaidFrom,
  type AddonPurchaseKind,
  type Card as PaymentCard,
  type PrepayBalance,
} from "@waea/domain/payments";
import type { CatalogEntry } from "@waea/domain/plans";
import { formatNzd } from "@waea/domain/money";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { FormAlert } from "../../components/form-alert";
import type { DialogText } from "../../dialogs/dialog-store";
import styles from "./addons-page.module.css";
import { cardText } from "./card-text";
import { PurchaseSteps } from "./purchase-steps";
import { useCatalogueText } from "../../i18n/catalogue-text";

/** How the purchase will be paid, in words: balance, card, or the bill (with the card it authorises). */
const paidText = (
  t: TFunction,
  kind: AddonPurchaseKind,
  paidFrom: AddonPaidFrom,
  card: PaymentCard | undefined,
): string => {
  if (kind === "postpay")
    return card === undefined
      ? t("payments:addons_paid_on_bill")
      : t("payments:addons_paid_on_bill_card", { card: cardText(t, card) });
  if (paidFrom === "balance") return t("payments:addons_paid_from_balance");
  return card === undefined
    ? t("payments:no_card")
    : t("payments:addons_paid_by_card", { card: cardText(t, card) });
};

/**
 * The check before money moves (PLAN-04; ui.md: the amount, what it is for and how it is paid): on prepay the
 * customer chooses the balance or the default card; postpay goes on the bill. The refusal of a try stays here.
 */
export const PurchaseReview = ({
  entry,
  kind,
  balance,
  cards,
  alert,
  onPay,
  onCancel,
}: {
  readonly entry: CatalogEntry;
  readonly kind: AddonPurchaseKind;
  readonly balance: PrepayBalance | undefined;
  readonly cards: ReadonlyArray<PaymentCard>;
  readonly alert: DialogText | undefined;
  readonly onPay: (paidFrom: AddonPaidFrom) => void;
  readonly onCancel: () => void;
}) => {
  const { t } = useTranslation(["payments", "web"]);
  const catalogue = useCatalogueText();
  const card = defaultCard(cards);
  const priceCents = addonPriceCents(entry);
  const covers = balance === undefined || balanceCovers(balance.usableCents, priceCents);
  const [paidFrom, setPaidFrom] = useState<AddonPaidFrom>(
    kind === "prepay" && (covers || card === undefined) ? "balance" : "card",
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const price = formatNzd(priceCents);
  return (
    <div ref={box} tabIndex={-1} className={styles.focusable}>
      <Card
        title={t("payments:addons_review_heading")}
        actions={
          <>
            <Button onClick={() => onPay(kind === "prepay" ? paidFrom : "card")}>
              {kind === "postpay"
                ? t("payments:addons_add_to_bill", { amount: price })
                : t("payments:addons_pay", { amount: price })}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t("web:cancel")}
            </Button>
          </>
        }
      >
        <PurchaseSteps current={1} />
        <dl className={styles.summary}>
          <div>
            <dt>{t("payments:addons_review_what")}</dt>
            <dd>{catalogue.entry(entry).name}</dd>
          </div>
          <div>
            <dt>{t("payments:addons_review_amount")}</dt>
            <dd className={styles.amount}>{price}</dd>
          </div>
          {kind === "prepay" ? null : (
            <div>
              <dt>{t("payments:addons_review_how")}</dt>
              <dd>
                {kind === "postpay"
                  ? t("payments:addons_how_bill")
                  : card === undefined
                    ? t("payments:no_card")
                    : cardText(t, card)}
              </dd>
            </div>
          )}
        </dl>
        {kind !== "prepay" ? null : (
          <fieldset className={styles.method}>
            <legend>{t("payments:addons_review_how")}</legend>
            <label className={styles.choice}>
              <input
                type="radio"
                name="paid-from"
                value="balance"
                checked={paidFrom === "balance"}
                onChange={() => setPaidFrom("balance")}
              />
              <span>
                {t("payments:addons_pay_from_balance", {
                  balance: formatNzd(balance?.usableCents ?? 0),
                })}
              </span>
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="paid-from"
                value="card"
                checked={paidFrom === "card"}
                disabled={card === undefined}
                onChange={() => setPaidFrom("card")}
              />
              <span>
                {card === undefined
                  ? t("payments:addons_pay_by_card_none")
                  : t("payments:addons_pay_by_card", { card: cardText(t, card) })}
              </span>
            </label>
          </fieldset>
        )}
        <p className={styles.statement}>
          {t("payments:addons_review_statement", {
            amount: price,
            name: catalogue.entry(entry).name,
            how: paidText(t, kind, paidFrom, card),
          })}
        </p>
        <FormAlert text={alert} />
      </Card>
    </div>
  );
};
