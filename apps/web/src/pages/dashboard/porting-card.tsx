import type { MobileProduct } from "@waea/domain/account";
import { isNumberPortingOffered } from "@waea/domain/porting";
import { lazy, Suspense } from "react";
import { useAppState } from "../../app/app-context";

/** The tracker's code loads only for a service that has a port to show (most never do). */
const PortingDashboardCard = lazy(() => import("../porting/porting-dashboard-card"));

/**
 * The port-in tracker's card on the mobile dashboard (SIM-06): only where number porting is offered (SIM-08) and
 * the product says a port has happened (its PortingState); the card decides whether it is worth showing.
 */
export const PortingCard = ({
  customerUUID,
  product,
  className,
}: {
  readonly customerUUID: string;
  readonly product: MobileProduct;
  readonly className: string;
}) => {
  const { settings } = useAppState();
  if (product.PortingState === undefined || !isNumberPortingOffered(settings)) return null;
  return (
    <Suspense fallback={null}>
      <PortingDashboardCard customerUUID={customerUUID} mobileUUID={product.UUID} className={className} />
    </Suspense>
  );
};
