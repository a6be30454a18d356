import {
  portingLabelKey,
  portingReasonKey,
  portingRemedyKey,
  portingTooltipKey,
  type NumberPortingRead,
} from "@waea/domain/porting";
import { formatNzDateTime } from "@waea/domain/calendar";
import { mobileNumberText } from "@waea/domain/validation";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NzDate } from "../../components/nz-date";
import { Stepper } from "../../components/stepper/stepper";
import { i18nKey } from "../../i18n/message";
import { useLanguage } from "../../i18n/use-language";
import styles from "./porting.module.css";

/** The texts the tracker reads; a page showing it loads them with its own. */
export const PORTING_TEXTS = ["porting", "web"] as const;

/**
 * The port-in tracker (SIM-06): the number coming in and from whom, the states as a stepper (each with its
 * translated label, its tooltip, and the time it was reached), what the current state means, an honest estimate of
 * what is left, and for a rejection or a failure the reason in plain words and the one thing to do, with `remedy`
 * (the page's form or button for it) in place.
 */
export const PortingTracker = ({
  read,
  remedy,
}: {
  readonly read: NumberPortingRead;
  readonly remedy?: ReactNode;
}) => {
  const { t } = useTranslation(PORTING_TEXTS);
  const language = useLanguage();
  const { reply, track } = read;
  const carrier = reply.Carrier ?? t("porting:carrier_unknown");
  const number = mobileNumberText(reply.MSISDN);
  const currentStep = track.steps[Math.min(track.current, track.steps.length - 1)];
  return (
    <div className={styles.tracker}>
      <p className={styles.number}>{t("porting:tracker_number", { number, carrier })}</p>
      <Stepper
        label={t("porting:tracker_steps")}
        current={track.current}
        steps={track.steps.map((step) => ({
          key: step.state,
          label: (
            <span title={t(i18nKey(portingTooltipKey(step.state)))}>
              {t(i18nKey(portingLabelKey(step.state)))}
            </span>
          ),
          ...(step.reachedAt === undefined
            ? {}
            : { time: <NzDate millis={step.reachedAt} style="date-time" /> }),
        }))}
      />
      <div role="status" className={styles.now}>
        {track.phase === "completed" ? (
          <p>{t("porting:completed", { number })}</p>
        ) : track.phase === "canceled" ? (
          <p>{t("porting:canceled")}</p>
        ) : currentStep === undefined ? null : (
          <p>
            <strong>{t(i18nKey(portingLabelKey(currentStep.state)))}:</strong>{" "}
            {t(i18nKey(portingTooltipKey(currentStep.state)))}
          </p>
        )}
        {track.estimate.kind === "by" ? (
          <p>{t("porting:estimate_by", { time: formatNzDateTime(track.estimate.atMillis, language) })}</p>
        ) : track.estimate.kind === "late" ? (
          <p>{t("porting:estimate_late")}</p>
        ) : null}
      </div>
      {track.stopped === undefined ? null : (
        <section className={styles.stopped} aria-labelledby="porting-stopped">
          <h3 id="porting-stopped">{t("porting:stopped_title")}</h3>
          <p>{t(i18nKey(portingReasonKey(track.stopped.reason)), { carrier })}</p>
          <h3>{t("porting:what_to_do")}</h3>
          <p>{t(i18nKey(portingRemedyKey(track.stopped.remedy)), { carrier })}</p>
          {remedy}
        </section>
      )}
    </div>
  );
};
