import type { BillingRoute } from "./billing-route";

/** Someone else pays this account's bill. */
export const hasParentRoute = (routes: ReadonlyArray<Pick<BillingRoute, "RoutingType">>): boolean =>
  routes.some((route) => route.RoutingType === "parent");
