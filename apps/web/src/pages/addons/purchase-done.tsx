import type { AddonPaidFrom, AddonPurchaseKind } from "@waea/domain/payments";
import { formatNzd } from "@waea/domain/money";
import { staticHref } from "@waea/domain/routing";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button, buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import styles from "./addons-page.module.css";
import { PurchaseSteps } from "./purchase-steps";

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
    <div ref={box} tabIndex={-1} className={styles.focusable}>
      <Card
        className={styles.done ?? ""}
        actions={
          <>
            <Button variant="secondary" onClick={onAnother}>
              {t("payments:addons_buy_another")}
            </Button>
            <Link href={staticHref("profile.mobile")} className={buttonClass("link")}>
              {t("payments:addons_to_dashboard")}
            </Link>
          </>
        }
      >
        <PurchaseSteps current={4} />
        <div role="status">
          <p className={styles.doneTitle}>{t("payments:addons_done", { name })}</p>
          <p>{how}</p>
          {balanceCents === undefined || kind === "postpay" ? null : (
            <p>{t("payments:addons_done_new_balance", { balance: formatNzd(balanceCents) })}</p>
          )}
        </div>
      </Card>
    </div>
  );
};
