import { followBroadbandOrder, type StoredBroadbandOrder } from "@waea/domain/broadband";
import { staticHref } from "@waea/domain/routing";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useRuntime } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText } from "../../dialogs/error-text";

type Progress =
  | { readonly tag: "following" }
  | { readonly tag: "failed"; readonly text: DialogText | undefined; readonly final: boolean };

/**
 * While the order is followed (BB-01, BB-03): its status read every 250 ms, then the new product awaited up to
 * 3 minutes, by the domain's followBroadbandOrder. The customer may leave (the order is kept) and come back to this
 * step; a failed order says the operator's note and starts over, one still processing can be checked again.
 */
export const OrderProgress = ({
  order,
  onReady,
  onStartOver,
}: {
  readonly order: StoredBroadbandOrder;
  readonly onReady: () => void;
  readonly onStartOver: () => void;
}) => {
  const { t } = useTranslation(["broadband", "errors"]);
  const runtime = useRuntime();
  const [progress, setProgress] = useState<Progress>({ tag: "following" });
  const [attempt, setAttempt] = useState(0);
  const follow = useEffectEvent(() => runtime.run(followBroadbandOrder(order), { report: false }));
  const ready = useEffectEvent(onReady);
  useEffect(() => {
    let live = true;
    void follow().then((followed) => {
      if (!live) return;
      if (followed.ok) ready();
      else
        setProgress({
          tag: "failed",
          text: failureText(followed),
          final: !followed.defect && followed.error._tag === "BroadbandOrderFailed",
        });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  if (progress.tag === "failed") {
    const text = progress.text ?? { key: "errors:something_went_wrong" };
    return (
      <ErrorState
        title={t("broadband:flow_order_problem")}
        message={t(text.key, text.params ?? {})}
        {...(progress.final
          ? { onRetry: onStartOver, retryLabel: t("broadband:flow_start_over") }
          : {
              onRetry: () => {
                setProgress({ tag: "following" });
                setAttempt((n) => n + 1);
              },
              retryLabel: t("broadband:flow_check_again"),
            })}
      />
    );
  }
  return (
    <Card
      title={t("broadband:flow_progress_title")}
      actions={
        <Link href={staticHref("home")} className={buttonClass("secondary")}>
          {t("broadband:flow_leave")}
        </Link>
      }
    >
      <p role="status" aria-busy="true">
        {t("broadband:flow_progress_text", { number: order.flow.uuid ?? "" })}
      </p>
      <p>{t("broadband:flow_leave_text")}</p>
    </Card>
  );
};
