import type { groupsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";
import { customerGroupUuid, demoCustomer, demoProduct, mobileGroupUuid } from "./group-lookups";

const LEADER = "leader@waea.test";
const MEMBER = "member@waea.test";

/** Groups as leader@ (a customer group and a mobile group with member@) and member@. */
export const groupsExamples: Examples<typeof groupsCalls> = {
  "groups.createCustomerGroup": {
    as: LEADER,
    input: ({ customer }) => ({ body: { SPID: 67, CustomerUUID: customer(), Name: "Netball team" } }),
  },
  "groups.readCustomerGroup": {
    as: LEADER,
    input: async (context) => ({ params: { groupUuid: await customerGroupUuid(context) } }),
  },
  "groups.addCustomerGroupMember": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await customerGroupUuid(context),
        CustomerUUID: demoCustomer(context, "prepay"),
      },
    }),
  },
  "groups.checkCustomerGroupMember": {
    as: LEADER,
    input: async (context) => ({
      body: { SPID: 67, UUID: await customerGroupUuid(context), CustomerUUID: demoCustomer(context, "payg") },
    }),
  },
  "groups.customerGroupInfo": {
    as: LEADER,
    input: ({ customer }) => ({ params: { customerUuid: customer() } }),
  },
  "groups.leaveCustomerGroup": {
    as: MEMBER,
    input: async (context) => ({
      body: { SPID: 67, UUID: await customerGroupUuid(context), CustomerUUID: context.customer() },
    }),
  },
  "groups.removeOtherFromCustomerGroup": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await customerGroupUuid(context),
        CustomerUUID: context.customer(),
        MemberCustomerUUID: demoCustomer(context, "member"),
      },
    }),
  },
  "groups.createMobileGroup": {
    as: LEADER,
    input: (context) => ({
      body: {
        SPID: 67,
        CustomerUUID: context.customer(),
        MobileProductUUID: demoProduct(context, "leader"),
        Name: "Weekend crew",
      },
    }),
  },
  "groups.readMobileGroup": {
    as: LEADER,
    input: async (context) => ({ params: { groupUuid: await mobileGroupUuid(context, "leader") } }),
  },
  "groups.addMobileGroupMember": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await mobileGroupUuid(context, "leader"),
        CustomerUUID: demoCustomer(context, "prepay"),
        MobileProductUUID: demoProduct(context, "prepay"),
      },
    }),
  },
  "groups.checkMobileGroupMember": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await mobileGroupUuid(context, "leader"),
        CustomerUUID: demoCustomer(context, "payg"),
        MobileProductUUID: demoProduct(context, "payg"),
      },
    }),
  },
  "groups.mobileGroupInfo": {
    as: LEADER,
    input: (context) => ({
      query: { CustomerUUID: context.customer(), MobileProductUUID: demoProduct(context, "leader") },
    }),
  },
  "groups.leaveMobileGroup": {
    as: MEMBER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await mobileGroupUuid(context, "member"),
        CustomerUUID: context.customer(),
        MobileProductUUID: demoProduct(context, "member"),
      },
    }),
  },
  "groups.removeOtherFromMobileGroup": {
    as: LEADER,
    input: async (context) => ({
      body: {
        SPID: 67,
        UUID: await mobileGroupUuid(context, "leader"),
        CustomerUUID: context.customer(),
        MemberCustomerUUID: demoCustomer(context, "member"),
        MemberMobileProductUUID: demoProduct(context, "member"),
      },
    }),
  },
};
