import { isPortingTrackShown, readNumberPorting } from "@waea/domain/porting";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { useLoad } from "../../components/use-load";
import { PORTING_TEXTS, PortingTracker } from "./porting-tracker";

/**
 * The tracker on the mobile dashboard while a port is under way, stopped and waiting for the customer, or just
 * completed (the domain's isPortingTrackShown); the porting page has the details and the actions. A port that could
 * not be read leaves the dashboard as it is: its own page says why.
 */
const PortingDashboardCard = ({
  customerUUID,
  mobileUUID,
  className,
}: {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly className: string;
}) => {
  const { t } = useTranslation(PORTING_TEXTS);
  const load = useLoad(() => readNumberPorting(customerUUID, mobileUUID), `${customerUUID}/${mobileUUID}`);
  const read = load.state.status === "ready" ? load.state.value : undefined;
  if (read === undefined || !isPortingTrackShown(read.track)) return null;
  return (
    <Card
      title={t("porting:tracker_title")}
      className={className}
      actions={
        <Link href={staticHref("profile.mobile.number-porting")} className={buttonClass("secondary")}>
          {t("porting:details")}
        </Link>
      }
    >
      <PortingTracker read={read} />
    </Card>
  );
};

export default PortingDashboardCard;
