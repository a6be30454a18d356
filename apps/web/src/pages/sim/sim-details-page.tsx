import { mobileNumberText } from "@waea/domain/validation";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { simActionRoute, type SimActionProps } from "./sim-action-page";
import { useSimDetails } from "./use-sim-details";

const Details = ({ customerUUID, product }: SimActionProps) => {
  const { t } = useTranslation(["sim", "errors", "web"]);
  const sim = useSimDetails(customerUUID, product.UUID);
  const loaded = sim.state;
  if (loaded.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="14rem" />
      </SkeletonGroup>
    );
  if (loaded.status === "failed" || loaded.status === "crashed") {
    const text = loaded.status === "failed" ? errorText(loaded.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={sim.reload} />;
  }
  const details = loaded.value;
  const facts: ReadonlyArray<readonly [string, string | undefined]> = [
    ["sim:details_sim_id", details.simId],
    ["sim:details_imsi", details.imsi],
    ["sim:details_number", details.msisdn === undefined ? undefined : mobileNumberText(details.msisdn)],
    ["sim:details_state", t(details.enabled ? "sim:details_enabled" : "sim:details_disabled")],
    ["sim:details_kind", t(details.esim ? "sim:details_esim" : "sim:details_physical")],
    ["sim:details_puk", details.puk],
  ];
  return (
    <Card>
      <dl className="facts">
        {facts
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </Card>
  );
};

/**
 * SIM-04, profile/mobile/sim-card-actions/sim-details: the SIM ID, IMSI, number and state of the service's SIM, and
 * its PUK only where the build shows it (the pukDisplay flag, off in production).
 */
export default simActionRoute("sim:action_details", Details);
