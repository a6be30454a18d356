import * as Layer from "effect/Layer";
import { GroupsApi, type GroupsApiService } from "@waea/domain/groups/api";
import type { HttpApiClient } from "../client";
import { billingRoutesCalls } from "../contract/billing-routes";
import { groupsCalls } from "../contract/groups";

/**
 * The GroupsApi port over HTTP. Group invites are calls of the approval service, so sendGroupInvite,
 * invitesApprovals and answerGroupInvite go through its entries (billingRoutes.approvalInvite, .invitesApprovals,
 * .approvalAction); answering clears the cached group replies.
 */
export const makeHttpGroupsApi = (client: HttpApiClient): GroupsApiService => {
  const groups = client.calls(groupsCalls);
  const approvals = client.calls(billingRoutesCalls);
  return {
    createCustomerGroup: (body) => groups.createCustomerGroup({ body }),
    readCustomerGroup: (groupUuid) => groups.readCustomerGroup({ params: { groupUuid } }),
    addCustomerGroupMember: (body) => groups.addCustomerGroupMember({ body }),
    checkCustomerGroupMember: (body) => groups.checkCustomerGroupMember({ body }),
    customerGroupInfo: (customerUuid) => groups.customerGroupInfo({ params: { customerUuid } }),
    leaveCustomerGroup: (body) => groups.leaveCustomerGroup({ body }),
    removeOtherFromCustomerGroup: (body) => groups.removeOtherFromCustomerGroup({ body }),
    createMobileGroup: (body) => groups.createMobileGroup({ body }),
    readMobileGroup: (groupUuid) => groups.readMobileGroup({ params: { groupUuid } }),
    addMobileGroupMember: (body) => groups.addMobileGroupMember({ body }),
    checkMobileGroupMember: (body) => groups.checkMobileGroupMember({ body }),
    mobileGroupInfo: (query) => groups.mobileGroupInfo({ query }),
    leaveMobileGroup: (body) => groups.leaveMobileGroup({ body }),
    removeOtherFromMobileGroup: (body) => groups.removeOtherFromMobileGroup({ body }),
    sendGroupInvite: (body) => approvals.approvalInvite({ body }),
    invitesApprovals: (customerUuid) => approvals.invitesApprovals({ params: { customerUuid } }),
    answerGroupInvite: (body) => approvals.approvalAction({ body }),
  };
};

export const httpGroupsLayer = (client: HttpApiClient): Layer.Layer<GroupsApi> =>
  Layer.succeed(GroupsApi, makeHttpGroupsApi(client));
