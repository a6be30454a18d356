import type { CustomerGroup, CustomerGroupMember, MobileGroup, MobileGroupMember } from "@waea/domain/groups";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

/** The groups slice: customer and mobile groups by UUID (spec 03 §3). Invites live in the approval service. */
export interface GroupsState {
  readonly customerGroups: Record<string, CustomerGroup>;
  readonly mobileGroups: Record<string, MobileGroup>;
  /** Counts groups created through the API, so each new id is new while staying deterministic. */
  counter: number;
}

const DAY = 86_400_000;

/** Ids of the seeded groups, derived from labels (the approval service's seed points its invites at them). */
export const groupLabels = {
  leaderCustomerGroup: "group:customer:leader",
  leaderMobileGroup: "group:mobile:leader",
  postpayCustomerGroup: "group:customer:postpay",
  created: (counter: number) => `group:created:${counter}`,
} as const;

/** A demo login's first customer account and its first service (the accounts of demo-accounts.ts). */
export const demoCustomer = (ctx: SeedContext, key: string): string => ctx.uuid(coreLabels.customer(key, 0));
export const demoProduct = (ctx: SeedContext, key: string): string => ctx.uuid(coreLabels.product(key, 0, 0));

/** A customer as a group member: the names and e-mail the operator sends with it. */
export const customerMember = (
  core: CoreState,
  customerUuid: string,
  createdAtNanos: number,
): CustomerGroupMember => {
  const customer = core.customers[customerUuid];
  return {
    CustomerUUID: customerUuid,
    ...(customer === undefined
      ? {}
      : { FirstName: customer.FirstName, LastName: customer.LastName, Email: customer.Email }),
    CreatedAtNanos: createdAtNanos,
  };
};

/** A mobile service as a group member, with its number. */
export const serviceMember = (
  core: CoreState,
  customerUuid: string,
  productUuid: string,
  createdAtNanos: number,
): MobileGroupMember => {
  const customer = core.customers[customerUuid];
  const msisdn = core.products[productUuid]?.MSISDN;
  return {
    CustomerUUID: customerUuid,
    MobileProductUUID: productUuid,
    ...(msisdn === undefined ? {} : { MSISDN: msisdn }),
    ...(customer === undefined ? {} : { FirstName: customer.FirstName, LastName: customer.LastName }),
    CreatedAtNanos: createdAtNanos,
  };
};

/**
 * leader@ leads a customer group and owns a mobile group (its service), both with member@; postpay@ leads a
 * customer group of one, from which it has invited leader@ (the invites are seeded by the approval service).
 */
export const seedGroups = (ctx: SeedContext, core: CoreState): GroupsState => {
  const leader = demoCustomer(ctx, "leader");
  const member = demoCustomer(ctx, "member");
  const postpay = demoCustomer(ctx, "postpay");
  const since = millisToNanos(ctx.nowMillis - 120 * DAY);
  const joined = millisToNanos(ctx.nowMillis - 90 * DAY);
  const customerGroup: CustomerGroup = {
    UUID: ctx.uuid(groupLabels.leaderCustomerGroup),
    CustomerUUID: leader,
    CreatedAtNanos: since,
    Name: "Williams whānau",
    Members: [customerMember(core, leader, since), customerMember(core, member, joined)],
  };
  const mobileGroup: MobileGroup = {
    UUID: ctx.uuid(groupLabels.leaderMobileGroup),
    CustomerUUID: leader,
    MobileProductUUID: demoProduct(ctx, "leader"),
    CreatedAtNanos: since,
    Name: "Williams mobiles",
    Members: [
      serviceMember(core, leader, demoProduct(ctx, "leader"), since),
      serviceMember(core, member, demoProduct(ctx, "member"), joined),
    ],
  };
  const flatSince = millisToNanos(ctx.nowMillis - 14 * DAY);
  const flat: CustomerGroup = {
    UUID: ctx.uuid(groupLabels.postpayCustomerGroup),
    CustomerUUID: postpay,
    CreatedAtNanos: flatSince,
    Name: "Wiremu flat",
    Members: [customerMember(core, postpay, flatSince)],
  };
  return {
    customerGroups: { [customerGroup.UUID]: customerGroup, [flat.UUID]: flat },
    mobileGroups: { [mobileGroup.UUID]: mobileGroup },
    counter: 0,
  };
};
