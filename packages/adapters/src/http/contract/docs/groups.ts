import type { CallDocs } from "./call-doc";

/** The groups calls as docs/api.md describes them (../groups.ts has the calls themselves). */
export const groupsDocs: CallDocs = {
  "groups.createCustomerGroup": {
    summary: "Create a customer group led by the customer (its first member)",
    spec: "03 §7",
  },
  "groups.readCustomerGroup": {
    summary: "One customer group, for its members and the customers invited to it",
    spec: "03 §3, §7",
  },
  "groups.addCustomerGroupMember": {
    summary: "The leader invites a customer to the group: a pending GROUP_INVITE they accept or decline",
    spec: "03 §6, §7",
  },
  "groups.checkCustomerGroupMember": {
    summary: "Whether a customer may join the group, and why not (changes nothing)",
    spec: "03 §7",
  },
  "groups.customerGroupInfo": {
    summary: "The customer groups a customer belongs to; 404 'Object not found' when none",
    spec: "03 §7, §8",
  },
  "groups.leaveCustomerGroup": {
    summary: "A member leaves (not the leader); a group of 2 or fewer is deleted",
    spec: "03 §4, §5, §7",
  },
  "groups.removeOtherFromCustomerGroup": {
    summary: "The leader removes another member; a group of 2 or fewer is deleted",
    spec: "03 §4, §5, §6, §7",
  },
  "groups.createMobileGroup": {
    summary: "Create a mobile group owned by one of the customer's mobile services",
    spec: "03 §7",
  },
  "groups.readMobileGroup": {
    summary: "One mobile group, for its members and the customers invited to it",
    spec: "03 §3, §7",
  },
  "groups.addMobileGroupMember": {
    summary: "The leader or owner invites a customer's mobile service: a pending MOBILEGROUP_INVITE",
    spec: "03 §6, §7",
  },
  "groups.checkMobileGroupMember": {
    summary: "Whether a mobile service may join the group, and why not (changes nothing)",
    spec: "03 §7",
  },
  "groups.mobileGroupInfo": {
    summary: "The mobile groups a service belongs to; 404 'Object not found' when none",
    spec: "03 §7, §8",
  },
  "groups.leaveMobileGroup": {
    summary: "A member's service leaves (not the leader's or owner's); a group of 2 or fewer is deleted",
    spec: "03 §4, §5, §7",
  },
  "groups.removeOtherFromMobileGroup": {
    summary: "The leader or owner removes another member's service; a group of 2 or fewer is deleted",
    spec: "03 §4, §5, §6, §7",
  },
};
