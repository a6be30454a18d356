import { isNumberPortingOffered } from "@waea/domain/porting";
import { useAppState } from "../../app/app-context";
import PortingDashboardCard from "../porting/porting-dashboard-card";

/**
 * The port-in tracker's card where number porting is offered (SIM-08). Loaded only for a product that says a port
 * has happened, so the dashboard's start carries neither the porting rules nor the tracker.
 */
const PortingOfferedCard = ({
  customerUUID,
  mobileUUID,
  className,
}: {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly className: string;
}) => {
  const { settings } = useAppState();
  if (!isNumberPortingOffered(settings)) return null;
  return <PortingDashboardCard customerUUID={customerUUID} mobileUUID={mobileUUID} className={className} />;
};

export default PortingOfferedCard;
