import { useTranslation } from "react-i18next";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import type { BroadbandKind } from "./broadband-links";
import styles from "./dashboard.module.css";

/**
 * The broadband summary card's loading state, at the loaded card's height: the summary's while it reads, and the
 * home's while the summary's code loads (my-app-home-page.tsx), so one replaces the other without a shift.
 */
export const BroadbandSkeleton = ({ kind }: { readonly kind: BroadbandKind }) => {
  const { t } = useTranslation("dashboard");
  return (
    <SkeletonGroup label={t("dashboard:loading")}>
      <div className={kind === "fwa" ? styles.fwaSkeleton : styles.ufbSkeleton}>
        <Skeleton shape="card" height="var(--skeleton-card-height)" lines={4} />
      </div>
    </SkeletonGroup>
  );
};
