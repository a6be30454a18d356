import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";

/** The help centre while it loads: a search box and a grid of category cards. */
export const HelpSkeleton = ({ cards = 4 }: { readonly cards?: number }) => (
  <SkeletonGroup>
    {Array.from({ length: cards }, (_, index) => (
      <Skeleton key={index} shape="card" height="8rem" />
    ))}
  </SkeletonGroup>
);

/**
 * A help centre that came back empty: the provider failed (its calls give empty lists, spec 01 §8) or holds
 * nothing. A calm message and a way to ask again, never an error dialog.
 */
export const HelpUnavailable = ({ onRetry }: { readonly onRetry: () => void }) => {
  const { t } = useTranslation(["help", "web"]);
  return (
    <EmptyState
      title={t("help:unavailable_title")}
      text={t("help:unavailable")}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t("web:kit_retry")}
        </Button>
      }
    />
  );
};
