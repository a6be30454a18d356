import type { BillingRoutesApiService } from "@waea/domain/billing-routes/api";
import type { HttpApiClient } from "../client";
import { billingRouteListCalls } from "../contract/billing-route-list";

/** The part of the BillingRoutesApi port the session restore calls (the routes list), over its own entry. */
export type BillingRouteListPart = Pick<BillingRoutesApiService, "listRoutes">;

/**
 * The billing routes list over HTTP, a module of its own: the browser's lazy BillingRoutesApi loads it for the
 * restore's parent route question (lazy-api-ports.ts), and the whole port (billing-routes-http.ts) includes it.
 */
export const makeHttpBillingRouteList = (client: HttpApiClient): BillingRouteListPart => {
  const routes = client.calls(billingRouteListCalls);
  return { listRoutes: (customerUuid) => routes.listRoutes({ params: { customerUuid } }) };
};
