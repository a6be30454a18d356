import * as Effect from "effect/Effect";
import type { billingRoutesCalls } from "@waea/adapters/http/contract";
import type { Approval, BillingRoute } from "@waea/domain/billing-routes";
import type { Examples, ExampleContext } from "./example";
import { customerGroupUuid } from "./group-lookups";

const PAYER = "payer@waea.test";
const LEADER = "leader@waea.test";

const routeOf = async (context: ExampleContext): Promise<BillingRoute | undefined> => {
  const reply = await Effect.runPromise(
    context.test.client.api.billingRoutes.listRoutes({ params: { customerUuid: context.customer() } }),
  );
  return reply.BillingRoutes[0];
};

const requests = (context: ExampleContext) =>
  Effect.runPromise(
    context.test.client.api.billingRoutes.listRequests({
      params: { customerUuid: context.customer() },
      query: {},
    }),
  );

/** payer@'s pending invite to someone not yet a customer. */
const sentInvite = async (context: ExampleContext): Promise<string> =>
  (await requests(context)).Invites.find((approval) => approval.Status === "REQUEST")?.UUID ?? "";

const approvals = async (context: ExampleContext): Promise<ReadonlyArray<Approval>> =>
  (
    await Effect.runPromise(
      context.test.client.api.billingRoutes.invitesApprovals({
        params: { customerUuid: context.customer() },
      }),
    )
  ).Approvals;

/** Billing routes as payer@ (pays for child@, a pending request from member@) and group invites as leader@. */
export const billingRoutesExamples: Examples<typeof billingRoutesCalls> = {
  "billingRoutes.listRoutes": {
    as: PAYER,
    input: ({ customer }) => ({ params: { customerUuid: customer() } }),
  },
  "billingRoutes.listRequests": {
    as: PAYER,
    input: ({ customer }) => ({ params: { customerUuid: customer() }, query: {} }),
  },
  "billingRoutes.updateRoute": {
    as: PAYER,
    input: async (context) => ({
      params: { customerUuid: context.customer(), routeUuid: (await routeOf(context))?.UUID ?? "" },
      body: { Name: "Keri's mobile", SpendCycle: 28, SpendCycleCount: 12, SpendLimit: 6000 },
    }),
  },
  "billingRoutes.deleteRoute": {
    as: PAYER,
    input: async (context) => {
      const route = await routeOf(context);
      return {
        params: { customerUuid: context.customer(), routeUuid: route?.UUID ?? "" },
        query: {
          DebitAccount: route?.DebitAccount.UUID ?? "",
          CreditAccount: route?.CreditAccount.UUID ?? "",
        },
      };
    },
  },
  "billingRoutes.routeHistory": {
    as: PAYER,
    input: async (context) => ({
      params: { customerUuid: context.customer(), routeUuid: (await routeOf(context))?.UUID ?? "" },
    }),
  },
  "billingRoutes.routeApprovalAction": {
    as: PAYER,
    input: async (context) => ({
      params: { customerUuid: context.customer() },
      body: {
        Action: "APPROVE",
        ApprovalUUID: (await requests(context)).Approvals.find((a) => a.Status === "REQUEST")?.UUID ?? "",
        Type: "request",
        Name: "Pita's mobile",
        SpendCycle: 28,
        SpendCycleCount: 1,
        SpendLimit: 2000,
      },
    }),
  },
  "billingRoutes.createApproval": {
    as: PAYER,
    input: ({ customer }) => ({
      body: {
        SPID: 67,
        CustomerUUID: customer(),
        RequestedTo: "fibre@waea.test",
        Description: "Your broadband bill",
        ExpiresAtNanos: 0,
        ApprovalType: "BILLING_INVITE",
      },
    }),
  },
  "billingRoutes.listApprovals": {
    as: PAYER,
    input: ({ customer }) => ({ query: { CustomerUUID: customer() } }),
  },
  "billingRoutes.readApproval": {
    as: PAYER,
    input: async (context) => ({ params: { approvalUuid: await sentInvite(context) } }),
  },
  "billingRoutes.updateApproval": {
    as: PAYER,
    input: async (context) => ({
      params: { approvalUuid: await sentInvite(context) },
      body: { Description: "Nana's new phone" },
    }),
  },
  "billingRoutes.deleteApproval": {
    as: PAYER,
    input: async (context) => ({ params: { approvalUuid: await sentInvite(context) } }),
  },
  "billingRoutes.approvalAction": {
    as: LEADER,
    input: async (context) => ({
      body: {
        Action: "APPROVE",
        ApprovalUUID: (await approvals(context)).find((a) => a.Status === "REQUEST")?.UUID ?? "",
      },
    }),
  },
  "billingRoutes.approvalInvite": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        CustomerUUID: context.customer(),
        RequestedTo: "multi@waea.test",
        Description: "Join the Williams whānau",
        ExpiresAtNanos: 0,
        ApprovalType: "GROUP_INVITE",
        ResourceUUID: await customerGroupUuid(context),
      },
    }),
  },
  "billingRoutes.expireApproval": {
    as: PAYER,
    input: async (context) => ({ params: { approvalUuid: await sentInvite(context) } }),
  },
  "billingRoutes.purgeApproval": {
    as: "prepay@waea.test",
    input: async (context) => ({
      params: { approvalUuid: (await approvals(context)).find((a) => a.Status === "REJECTED")?.UUID ?? "" },
    }),
  },
  "billingRoutes.invitesApprovals": {
    as: LEADER,
    input: ({ customer }) => ({ params: { customerUuid: customer() } }),
  },
};
