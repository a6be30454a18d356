import { loadStoredBroadbandOrder } from "@waea/domain/broadband";
import * as Effect from "effect/Effect";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { PageProps } from "../../shell/page-props";
import { useCurrentAccount } from "../profile/use-account";
import { AddressStep } from "./address-step";
import { Flow } from "./broadband-flow";
import { LATER_STEPS } from "./flow-steps";
import styles from "./broadband.module.css";

/**
 * /broadband, the broadband flow (BB-01): address search, availability, plan and modem, summary, then checkout on
 * the network's checkout page, the order followed and the install or scope visit booked, ending on
 * thanks-broadband. A signed-in customer who left while their order was being set up comes back to it here.
 * ?plan= (from the fibre package page) is the plan picked first once the address offers it.
 */
/** The flow's first paint is its address search: the later steps load when the flow reaches them. */
const FLOW_STEPS = { ...LATER_STEPS, Address: AddressStep };

const BroadbandFlowPage = ({ query }: PageProps) => {
  const { t } = useTranslation("broadband");
  const customerUUID = useCurrentAccount()?.uuid;
  const stored = useLoad(
    () => (customerUUID === undefined ? Effect.succeed(undefined) : loadStoredBroadbandOrder(customerUUID)),
    customerUUID ?? "visitor",
  );
  return (
    <div className={`page page-form ${styles.page ?? ""}`}>
      <PageTitle title={t("broadband:flow_title")} />
      <h1>{t("broadband:flow_title")}</h1>
      <p className="lead">{t("broadband:flow_lead")}</p>
      {stored.state.status === "ready" ? (
        <Flow
          steps={FLOW_STEPS}
          key={customerUUID ?? "visitor"}
          resumed={stored.state.value}
          draft={undefined}
          customerUUID={customerUUID}
          preferredPlan={query["plan"]}
        />
      ) : (
        <SkeletonGroup>
          <div className={styles.flowSkeleton}>
            <Skeleton shape="card" height="var(--flow-skeleton-height)" />
          </div>
        </SkeletonGroup>
      )}
    </div>
  );
};

export default BroadbandFlowPage;
