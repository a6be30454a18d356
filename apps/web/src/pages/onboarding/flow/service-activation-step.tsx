import { SERVICE_ACTIVATION_WAIT } from "@waea/domain/onboarding";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-alert";
import { i18nKey } from "../../../i18n/message";
import type { ActivationRun } from "./use-activation";

/**
 * ONB-06: the service activation screen: progress, "wait 10-30 seconds, do not refresh", the seconds so far. The
 * activation starts when the screen opens; a failure stays here with its message and a way to try again.
 */
export const ServiceActivationStep = ({
  run,
  start,
}: {
  readonly run: ActivationRun;
  readonly start: () => Promise<void>;
}) => {
  const { t } = useTranslation(["onboarding", "errors"]);
  const [now, setNow] = useState(() => Date.now());
  const begin = useEffectEvent(() => {
    if (run.status === "idle") void start();
  });
  useEffect(() => begin(), []);
  const running = run.status === "running";
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (run.status === "failed")
    return (
      <div className="step">
        <FormAlert text={run.text} />
        <button type="button" onClick={() => void start()}>
          {t("onboarding:try_again")}
        </button>
      </div>
    );
  const seconds = run.status === "running" ? Math.max(0, Math.floor((now - run.startedAt) / 1000)) : 0;
  return (
    <div className="step" aria-busy="true">
      <p className="wait-notice" role="status">
        <strong>{t(i18nKey(SERVICE_ACTIVATION_WAIT))}</strong>
      </p>
      <progress aria-label={t("onboarding:activation_progress")} />
      <p className="muted">{t("onboarding:activation_elapsed", { count: seconds })}</p>
    </div>
  );
};
