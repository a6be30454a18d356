import { SPID } from "@waea/domain/config";
import {
  inviteExpiresAtNanos,
  type Approval,
  type ApprovalStatus,
  type ApprovalType,
  type BillingRoute,
  type RouteHistoryEntry,
} from "@waea/domain/billing-routes";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreState } from "./core";
import { demoCustomer, demoProduct, groupLabels } from "./groups";
import type { SeedContext } from "./seed-context";

/** A billing route as the world keeps it: one record for both sides (a reply adds the side, RoutingType). */
export type StoredRoute = Omit<BillingRoute, "RoutingType">;

/**
 * The billing routes slice and the approval service (/v3/{spid}/customer/approval), which holds billing invites and
 * requests and group invites alike. A route is stored once; each side sees its own RoutingType (the paying
 * CreditAccount sees "child", the paid-for DebitAccount "parent").
 */
export interface BillingRoutesState {
  readonly routes: Record<string, StoredRoute>;
  readonly approvals: Record<string, Approval>;
  /** Each route's audit trail, oldest first (ours: who spent what through it, who opened or changed it). */
  readonly history: Record<string, ReadonlyArray<RouteHistoryEntry>>;
  /** Counts approvals and routes created through the API (deterministic new ids and codes). */
  counter: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The code a seeded approval's link or e-mail hands out: 128 bits keyed with the world's random secrets, as random
 * as the codes of approvals sent while the server runs and never derived from the approval's id or the seed.
 */
const approvalCodeOf = (ctx: SeedContext, uuid: string): string =>
  `AP-${ctx.secret(`approval-code:${uuid}`)}`;

const fullName = (core: CoreState, customerUuid: string): string | undefined => {
  const customer = core.customers[customerUuid];
  return customer === undefined ? undefined : `${customer.FirstName} ${customer.LastName}`;
};

interface SeedApproval {
  readonly label: string;
  readonly type: ApprovalType;
  readonly from: string;
  readonly to: string;
  readonly description: string;
  readonly sentAgoMillis: number;
  readonly status?: ApprovalStatus;
  readonly resource?: string;
  readonly product?: string;
}

const approval = (ctx: SeedContext, core: CoreState, seed: SeedApproval): Approval => {
  const uuid = ctx.uuid(`approval:${seed.label}`);
  const sent = ctx.nowMillis - seed.sentAgoMillis;
  const name = fullName(core, seed.from);
  return {
    UUID: uuid,
    ApprovalType: seed.type,
    RequestedTo: seed.to,
    Description: seed.description,
    ExpiresAtNanos: inviteExpiresAtNanos(sent),
    ...(seed.resource === undefined ? {} : { ResourceUUID: seed.resource }),
    ...(seed.product === undefined ? {} : { RequestedByProductUUID: seed.product }),
    ...(name === undefined ? {} : { RequestedByCustomerName: name }),
    CustomerUUID: seed.from,
    ApprovalCode: approvalCodeOf(ctx, uuid),
    SPID,
    Status: seed.status ?? "REQUEST",
    CreatedAtNanos: millisToNanos(sent),
  };
};

/**
 * payer@ pays for child@ through a route with a spend limit (child asked, payer approved); member@ has asked payer@
 * to pay (pending) and payer@ has invited someone not yet a customer (pending). Group invites: postpay@ invited
 * leader@ (incoming for leader), leader@ invited payg@ and a mobile number (sent), prepay@ declined an older one.
 * Pending ones were sent minutes before the world's start and expire an hour after sending.
 */
export const seedBillingRoutes = (ctx: SeedContext, core: CoreState): BillingRoutesState => {
  const payer = demoCustomer(ctx, "payer");
  const child = demoCustomer(ctx, "child");
  const leader = demoCustomer(ctx, "leader");
  const seeds: ReadonlyArray<SeedApproval> = [
    {
      label: "child-request",
      type: "BILLING_REQUEST",
      from: child,
      to: "payer@waea.test",
      description: "Keri's mobile",
      sentAgoMillis: 40 * DAY,
      status: "APPROVED",
      product: demoProduct(ctx, "child"),
    },
    {
      label: "member-request",
      type: "BILLING_REQUEST",
      from: demoCustomer(ctx, "member"),
      to: "payer@waea.test",
      description: "Could you cover Pita's mobile this month?",
      sentAgoMillis: 10 * MINUTE,
      product: demoProduct(ctx, "member"),
    },
    {
      label: "payer-invite",
      type: "BILLING_INVITE",
      from: payer,
      to: "nana.anderson@example.co.nz",
      description: "Nana's phone",
      sentAgoMillis: 20 * MINUTE,
    },
    {
      label: "postpay-group-invite",
      type: "GROUP_INVITE",
      from: demoCustomer(ctx, "postpay"),
      to: "leader@waea.test",
      description: "Join the flat's group",
      sentAgoMillis: 5 * MINUTE,
      resource: ctx.uuid(groupLabels.postpayCustomerGroup),
    },
    {
      label: "leader-group-invite",
      type: "GROUP_INVITE",
      from: leader,
      to: "payg@waea.test",
      description: "Join the Williams whānau",
      sentAgoMillis: 15 * MINUTE,
      resource: ctx.uuid(groupLabels.leaderCustomerGroup),
    },
    {
      label: "leader-mobile-billing-invite",
      type: "MOBILEGROUP_BILLING_INVITE",
      from: leader,
      to: "021 555 0101",
      description: "Join our mobiles; we pay the bill",
      sentAgoMillis: 25 * MINUTE,
      resource: ctx.uuid(groupLabels.leaderMobileGroup),
      product: demoProduct(ctx, "leader"),
    },
    {
      label: "leader-mobile-invite-declined",
      type: "MOBILEGROUP_INVITE",
      from: leader,
      to: "prepay@waea.test",
      description: "Join the Williams mobiles",
      sentAgoMillis: 6 * DAY,
      status: "REJECTED",
      resource: ctx.uuid(groupLabels.leaderMobileGroup),
      product: demoProduct(ctx, "leader"),
    },
  ];
  const approvals = seeds.map((seed) => approval(ctx, core, seed));
  const request = approvals[0];
  const route: StoredRoute = {
    UUID: ctx.uuid("route:payer-child"),
    CreditAccount: { UUID: payer, Email: "payer@waea.test", Name: fullName(core, payer) ?? "" },
    DebitAccount: { UUID: child },
    ...(core.products[demoProduct(ctx, "payer")]?.MSISDN === undefined
      ? {}
      : { CreditAccountMSISDN: core.products[demoProduct(ctx, "payer")]?.MSISDN ?? "" }),
    SpendLimit: 5000,
    SpendCycle: 28,
    SpendCycleCount: 12,
    RemainingSpendLimit: 3250,
    Name: "Keri's mobile",
    Description: "Ruth pays for Keri's prepay top-ups",
    RequestedByCustomerName: fullName(core, child) ?? "",
    Approvals:
      request === undefined
        ? []
        : [{ Type: "request", UUID: request.UUID, ApprovalCode: request.ApprovalCode ?? "" }],
  };
  // The route opened when payer@ approved child@'s request; child@ has spent $17.50 of its $50 this cycle.
  const payerName = fullName(core, payer) ?? "";
  const history: ReadonlyArray<RouteHistoryEntry> = [
    {
      UUID: `${route.UUID}:1`,
      Kind: "created",
      AtNanos: millisToNanos(ctx.nowMillis - 40 * DAY + 30 * MINUTE),
      ByCustomerUUID: payer,
      ByName: payerName,
      SpendLimit: 5000,
      Name: "Keri's mobile",
    },
    {
      UUID: `${route.UUID}:2`,
      Kind: "spent",
      AtNanos: millisToNanos(ctx.nowMillis - 3 * DAY),
      ByCustomerUUID: child,
      ByName: fullName(core, child) ?? "",
      AmountCents: 1750,
      What: "top_up",
      ChargedToName: payerName,
    },
  ];
  return {
    routes: { [route.UUID]: route },
    approvals: Object.fromEntries(approvals.map((a) => [a.UUID, a])),
    history: { [route.UUID]: history },
    counter: 0,
  };
};
