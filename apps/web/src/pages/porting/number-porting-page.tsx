import type { MobileProduct } from "@waea/domain/account";
import { canRequestPorting, portingTrack, readNumberPorting, type PortingReply } from "@waea/domain/porting";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { AccountProduct } from "../profile/account-product";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BACK_TO_ACTIONS } from "../sim/sim-back";
import { PortingActions } from "./porting-actions";
import { PortingRequestForm } from "./porting-request-form";
import { PORTING_TEXTS, PortingTracker } from "./porting-tracker";

/**
 * SIM-06 and the port-in tracker: the service's port as it stands (the tracker, with what the customer can do about
 * it in place), and, when no port is under way, the request for one.
 */
const NumberPorting = ({
  customerUUID,
  product,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
}) => {
  const { t } = useTranslation([...PORTING_TEXTS, "errors"]);
  const load = useLoad(
    () => readNumberPorting(customerUUID, product.UUID),
    `${customerUUID}/${product.UUID}`,
  );
  const show = (reply: PortingReply) => load.replace({ reply, track: portingTrack(reply) });
  const state = load.state;
  if (state.status === "loading")
    return (
      <SkeletonGroup>
        <Skeleton shape="card" height="16rem" lines={4} />
      </SkeletonGroup>
    );
  if (state.status === "failed" || state.status === "crashed") {
    const text = state.status === "failed" ? errorText(state.error) : DEFECT_TEXT;
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={load.reload} />;
  }
  const read = state.value;
  const open = read === undefined || canRequestPorting(read.track.state);
  return (
    <>
      {read === undefined ? null : (
        <Card
          title={t("porting:tracker_title")}
          actions={
            read.track.phase === "in_progress" ? (
              <Button variant="secondary" onClick={load.reload}>
                {t("porting:check_again")}
              </Button>
            ) : undefined
          }
        >
          <PortingTracker
            read={read}
            remedy={<PortingActions customerUUID={customerUUID} read={read} onChanged={show} />}
          />
          {read.track.stopped === undefined ? (
            <PortingActions customerUUID={customerUUID} read={read} onChanged={show} />
          ) : null}
        </Card>
      )}
      {open ? (
        <Card>
          <p>{t("porting:page_intro")}</p>
          <PortingRequestForm customerUUID={customerUUID} mobileUUID={product.UUID} onRequested={show} />
        </Card>
      ) : null}
    </>
  );
};

/**
 * /profile/mobile/sim-card-actions/number-porting (route profile.mobile.number-porting), with the way back to the SIM
 * card actions as the other SIM action pages have (its label is a "sim" text).
 */
const NumberPortingPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation([...PORTING_TEXTS, "sim"]);
  return (
    <ProfilePage title="porting:page_title" back={BACK_TO_ACTIONS}>
      <AccountProduct account={account} empty={<EmptyState title={t("porting:no_service")} />}>
        {(product) => <NumberPorting customerUUID={account.uuid} product={product} />}
      </AccountProduct>
    </ProfilePage>
  );
};

export default withAccount(NumberPortingPage);
