import type { BillingRoutesApiService } from "@waea/domain/billing-routes/api";
import type { HttpApiClient } from "../client";
import { billingRouteReadCalls } from "../contract/billing-route-reads";

/** The part of the BillingRoutesApi port the billing routes page reads with its list: requests and histories. */
export type BillingRouteReadsPart = Pick<BillingRoutesApiService, "listRequests" | "routeHistory">;

/**
 * The requests and route histories over HTTP, a module of their own: the browser's lazy BillingRoutesApi loads it
 * for the billing routes page's first reads (lazy-api-ports.ts), and the whole port (billing-routes-http.ts)
 * includes it.
 */
export const makeHttpBillingRouteReads = (client: HttpApiClient): BillingRouteReadsPart => {
  const reads = client.calls(billingRouteReadCalls);
  return {
    listRequests: (customerUuid, approvalCode) =>
      reads.listRequests({
        params: { customerUuid },
        query: approvalCode === undefined ? {} : { ApprovalCode: approvalCode },
      }),
    routeHistory: (customerUuid, routeUuid) => reads.routeHistory({ params: { customerUuid, routeUuid } }),
  };
};
