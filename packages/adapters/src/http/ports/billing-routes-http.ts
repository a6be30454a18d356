import * as Layer from "effect/Layer";
import { BillingRoutesApi, type BillingRoutesApiService } from "@waea/domain/billing-routes/api";
import type { HttpApiClient } from "../client";
import { billingRoutesCalls } from "../contract/billing-routes";
import { makeHttpBillingRouteList } from "./billing-route-list-http";

/** The BillingRoutesApi port over HTTP: the billing route calls and the approval service, one entry each. */
export const makeHttpBillingRoutesApi = (client: HttpApiClient): BillingRoutesApiService => {
  const routes = client.calls(billingRoutesCalls);
  return {
    ...makeHttpBillingRouteList(client),
    listRequests: (customerUuid, approvalCode) =>
      routes.listRequests({
        params: { customerUuid },
        query: approvalCode === undefined ? {} : { ApprovalCode: approvalCode },
      }),
    updateRoute: (customerUuid, routeUuid, body) =>
      routes.updateRoute({ params: { customerUuid, routeUuid }, body }),
    deleteRoute: (customerUuid, routeUuid, query) =>
      routes.deleteRoute({ params: { customerUuid, routeUuid }, query }),
    routeHistory: (customerUuid, routeUuid) => routes.routeHistory({ params: { customerUuid, routeUuid } }),
    routeApprovalAction: (customerUuid, body) =>
      routes.routeApprovalAction({ params: { customerUuid }, body }),
    createApproval: (body) => routes.createApproval({ body }),
    listApprovals: (customerUuid) => routes.listApprovals({ query: { CustomerUUID: customerUuid } }),
    readApproval: (approvalUuid) => routes.readApproval({ params: { approvalUuid } }),
    updateApproval: (approvalUuid, body) => routes.updateApproval({ params: { approvalUuid }, body }),
    deleteApproval: (approvalUuid) => routes.deleteApproval({ params: { approvalUuid } }),
    approvalAction: (body) => routes.approvalAction({ body }),
    approvalInvite: (body) => routes.approvalInvite({ body }),
    expireApproval: (approvalUuid) => routes.expireApproval({ params: { approvalUuid } }),
    purgeApproval: (approvalUuid) => routes.purgeApproval({ params: { approvalUuid } }),
    invitesApprovals: (customerUuid) => routes.invitesApprovals({ params: { customerUuid } }),
  };
};

export const httpBillingRoutesLayer = (client: HttpApiClient): Layer.Layer<BillingRoutesApi> =>
  Layer.succeed(BillingRoutesApi, makeHttpBillingRoutesApi(client));
