import { returnFromBroadbandInstalments } from "@waea/domain/broadband";
import { returnFromInstalments } from "@waea/domain/checkout";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAppState } from "../../../app/app-context";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { useLoad } from "../../../components/use-load";
import type { PageProps } from "../../../shell/page-props";

/**
 * afterpay-return (SHOP-05): back from the instalment provider. A return whose order the operator says is paid
 * completes the stored purchase and goes to the thanks page; any other goes back to the checkout with redirect_status=failed (which says so and offers to
 * pay again); without a stored purchase, home.
 */
const AfterpayReturnPage = ({ query }: PageProps) => {
  const state = useAppState();
  const [, navigate] = useLocation();
  const status = query["redirect_status"];
  const broadband = query["broadband"] === "true";
  const back = useLoad(
    () =>
      broadband
        ? returnFromBroadbandInstalments({ redirectStatus: status, broadband })
        : returnFromInstalments({ redirectStatus: status, broadband }),
    `${status ?? ""}:${broadband}`,
  );
  const decided = back.state.status === "ready" ? back.state.value : undefined;
  useEffect(() => {
    if (decided === undefined) return;
    if (decided._tag === "Completed") state.setFacts({ hasCompletedPurchase: true });
    navigate(decided.path, { replace: true });
  }, [decided, navigate, state]);
  return (
    <div className="page-form">
      <SkeletonGroup>
        <Skeleton shape="card" height="12rem" />
      </SkeletonGroup>
    </div>
  );
};

export default AfterpayReturnPage;
