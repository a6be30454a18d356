import type { MobileProduct } from "@waea/domain/account";
import { lazy, Suspense } from "react";

/** The tracker's code, and the rule that offers it, load only for a service that has a port to show (most never do). */
const PortingOfferedCard = lazy(() => import("./porting-offered-card"));

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
  if (product.PortingState === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PortingOfferedCard customerUUID={customerUUID} mobileUUID={product.UUID} className={className} />
    </Suspense>
  );
};
