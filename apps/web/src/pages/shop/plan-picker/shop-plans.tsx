import type { CatalogEntry } from "@waea/domain/plans";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { errorText } from "../../../dialogs/error-text";
import { translateMessage } from "../../../i18n/message";
import { useShopPlans } from "./use-shop-plans";

/**
 * The plans a SIM can be bought with, loaded for a shop form: a skeleton of the form's height while they load, the
 * spec's message with a retry when they cannot be, then the form the page draws with them.
 */
export const ShopPlans = ({
  skeletonHeight,
  children,
}: {
  readonly skeletonHeight: string;
  readonly children: (plans: ReadonlyArray<CatalogEntry>) => ReactNode;
}) => {
  const { t } = useTranslation(["errors", "web"]);
  const plans = useShopPlans();
  if (plans.state.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="block" height={skeletonHeight} />
      </SkeletonGroup>
    );
  if (plans.state.status === "failed")
    return <ErrorState message={translateMessage(t, errorText(plans.state.error))} onRetry={plans.reload} />;
  return plans.state.status === "ready" ? children(plans.state.value) : null;
};
