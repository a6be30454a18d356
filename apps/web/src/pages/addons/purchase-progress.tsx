import { ADDON_RETRY_WINDOW_MILLIS } from "@waea/domain/payments";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import styles from "./addons-page.module.css";
import { PurchaseSteps } from "./purchase-steps";

const WINDOW_SECONDS = ADDON_RETRY_WINDOW_MILLIS / 1000;

/** Whole seconds since the component appeared, counted on the screen's own clock (what the customer waits). */
const useSecondsWaited = (): number => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return seconds;
};

/**
 * A purchase under way (ui.md: a long wait shows progress, what is happening, and not to refresh): while the operator
 * is asked, and asked again for up to 10 s when it has no answer yet (spec 02 §4), a bar of those 10 s; while the card
 * provider confirms, what it is doing.
 */
export const PurchaseProgress = ({
  name,
  step,
}: {
  readonly name: string;
  readonly step: "buying" | "confirming";
}) => {
  const { t } = useTranslation("payments");
  const seconds = Math.min(useSecondsWaited(), WINDOW_SECONDS);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [step]);
  return (
    <div ref={box} tabIndex={-1} className={styles.focusable}>
      <Card>
        <PurchaseSteps current={2} />
        <div role="status" aria-live="polite">
          <p className={styles.waitTitle}>
            {step === "buying"
              ? t("payments:addons_buying", { name })
              : t("payments:addons_confirming_card", { name })}
          </p>
          {step === "buying" && seconds > 0 ? (
            <p>{t("payments:addons_waiting", { seconds, total: WINDOW_SECONDS })}</p>
          ) : null}
        </div>
        {step === "buying" ? (
          <progress
            className={styles.progress}
            max={WINDOW_SECONDS}
            value={seconds}
            aria-label={t("payments:addons_waiting_label", { seconds, total: WINDOW_SECONDS })}
          />
        ) : (
          <progress className={styles.progress} aria-label={t("payments:addons_confirming_label")} />
        )}
        <p className={styles.waitNote}>{t("payments:addons_do_not_refresh")}</p>
      </Card>
    </div>
  );
};
