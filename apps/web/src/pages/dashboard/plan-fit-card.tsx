import type { MobileProduct } from "@waea/domain/account";
import { formatNzd } from "@waea/domain/money";
import type { PlanFitReport, loadPlanFit } from "@waea/domain/plans";
import { NetworkError } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import type { TFunction } from "i18next";
import * as Effect from "effect/Effect";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup, SkeletonStill } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import styles from "./dashboard.module.css";
import { usageAmountText } from "./usage-amount";
import { dashboardKey } from "./usage-keys";

type PlanFitInput = Parameters<typeof loadPlanFit>[0];

/**
 * The report, its code imported with the first ask (beside the plans port's own chunk, which loads on its first
 * call anyway); a module that cannot be fetched fails as a request that could not be sent, and a retry asks again.
 */
const loadPlanFitReport = (input: PlanFitInput) =>
  Effect.tryPromise({
    try: () => import("./plan-fit-load"),
    catch: (cause) =>
      new NetworkError({ call: "planFit", message: cause instanceof Error ? cause.message : String(cause) }),
  }).pipe(Effect.flatMap((module) => module.loadPlanFit(input)));

/** The hint in words: the rule's answer, never decided again here. */
const hintText = (t: TFunction, report: PlanFitReport): string => {
  const { fit } = report;
  switch (fit._tag) {
    case "CurrentFits":
      return t("dashboard:fit_current", { plan: fit.current.name });
    case "NoneFits":
      return t("dashboard:fit_none");
    case "Switch": {
      const saved = fit.savedCents;
      if (saved === undefined || saved === 0) return t("dashboard:fit_covered", { plan: fit.plan.name });
      const amount = formatNzd(Math.abs(saved));
      return saved > 0
        ? t("dashboard:fit_saved", { plan: fit.plan.name, amount })
        : t("dashboard:fit_needed", { plan: fit.plan.name, amount });
    }
  }
};

/** The loaded hint's two lines, as skeleton bones (hidden from screen readers). */
const fitLines = (
  <>
    <Skeleton width="90%" />
    <Skeleton width="70%" />
  </>
);

/** The hint while it loads: its two lines, announced once and busy. */
const PlanFitSkeleton = () => {
  const { t } = useTranslation("dashboard");
  return <SkeletonGroup label={t("dashboard:fit_loading")}>{fitLines}</SkeletonGroup>;
};

/**
 * In the hint's place until it comes near the viewport: the same lines laid out as the loading state's group (so
 * nothing moves when it loads), neither announced nor busy, and still, as nothing loads yet.
 */
export const PlanFitWaiting = () => <SkeletonStill className={styles.fitWaiting}>{fitLines}</SkeletonStill>;

/**
 * The plan-fit hint (issue 13): from the last 30 days of use, the cheapest plan that would have covered it and what
 * it would have saved or needed (the domain's planFit). Loaded on its own, so the dashboard never waits for it, and
 * shown by the dashboard only once it comes near the viewport (below a phone's first screen, its code and reads
 * wait for the visitor to scroll).
 */
export const PlanFitCard = ({
  customerUUID,
  product,
  canChangePlan,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly canChangePlan: boolean;
}) => {
  const { t } = useTranslation(["dashboard", "errors"]);
  const load = useLoad(() => loadPlanFitReport({ customerUUID, product }), `${customerUUID}/${product.UUID}`);
  const { state } = load;
  if (state.status === "loading") return <PlanFitSkeleton />;
  if (state.status === "crashed") return null;
  if (state.status === "failed") {
    // A product without a mobile plan to fit has no hint; anything else says why and offers a retry.
    if (state.error._tag === "PlansRefused") return <p className={styles.muted}>{t("dashboard:fit_none")}</p>;
    const message = errorText(state.error);
    return <ErrorState message={t(dashboardKey(message.key), message.params ?? {})} onRetry={load.reload} />;
  }
  const report = state.value;
  const saves = report.fit._tag === "Switch" && (report.fit.savedCents ?? 0) > 0;
  return (
    <>
      <p className={styles.muted}>
        {t("dashboard:fit_used", {
          data: usageAmountText(t, "data", report.usage.dataMB),
          minutes: usageAmountText(t, "voice", report.usage.minutes),
          texts: usageAmountText(t, "sms", report.usage.texts),
        })}
      </p>
      <p className={saves ? `${styles.fitHint} ${styles.fitSaved}` : styles.fitHint}>{hintText(t, report)}</p>
      {report.fit._tag === "Switch" && canChangePlan ? (
        <p>
          <Link href={staticHref("profile.mobile.all-plans")} className={buttonClass("secondary")}>
            {t("dashboard:fit_see_plans")}
          </Link>
        </p>
      ) : null}
    </>
  );
};
