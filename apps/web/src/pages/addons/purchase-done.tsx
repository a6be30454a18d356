import type { AddonPaidFrom, AddonPurchaseKind } from "@waea/domain/payments";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";

/** The receipt right after a purchase (ui.md): what was bought, what it cost and how it was paid, and what next. */
export const PurchaseDone = ({
  name,
  priceCents,
  kind,
  paidFrom,
  balanceCents,
  onAnother,
}: {
  readonly name: string;
  readonly priceCents: number;
  readonly kind: AddonPurchaseKind;
  readonly paidFrom: AddonPaidFrom;
  readonly balanceCents: number | undefined;
  readonly onAnother: () => void;
}) => {
  const { t } = useTranslation("payments");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const amount = formatNzd(priceCents);
  const how =
    kind === "postpay"
      ? t("payments:addons_done_bill", { amount })
      : paidFrom === "balance"
        ? t("payments:addons_done_balance", { amount })
        : t("payments:addons_done_card", { amount });
  return (
    <div className="purchase-done" ref={box} tabIndex={-1} role="status">
      <p className="purchase-done-title">{t("payments:addons_done", { name })}</p>
      <p>{how}</p>
      {balanceCents === undefined || kind === "postpay" ? null : (
        <p>{t("payments:addons_done_new_balance", { balance: formatNzd(balanceCents) })}</p>
      )}
      <p className="actions">
        <button type="button" className="secondary" onClick={onAnother}>
          {t("payments:addons_buy_another")}
        </button>
        <Link href={staticHref("profile.mobile")}>{t("payments:addons_to_dashboard")}</Link>
      </p>
    </div>
  );
};
