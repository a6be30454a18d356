import { millisToNanos } from "../ports";
import type { Approval } from "./approval";
import type { BillingRoute } from "./billing-route";

/** Builders for tests of this context (not exported from index.ts). */
export const HOUR_NANOS = 3_600_000_000_000;
export const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

export const approval = (overrides: Partial<Approval> = {}): Approval => ({
  UUID: "ap-1",
  ApprovalType: "BILLING_INVITE",
  RequestedTo: "kiri@example.nz",
  ExpiresAtNanos: millisToNanos(T0) + HOUR_NANOS,
  SPID: 67,
  Status: "REQUEST",
  CustomerUUID: "cust-a",
  ...overrides,
});

export const route = (overrides: Partial<BillingRoute> = {}): BillingRoute => ({
  UUID: "route-1",
  RoutingType: "parent",
  CreditAccount: { UUID: "payer", Email: "payer@example.nz", Name: "Aroha Payer" },
  DebitAccount: { UUID: "me" },
  SpendLimit: 5000,
  SpendCycle: 1,
  SpendCycleCount: 12,
  Name: "Phone bill",
  ...overrides,
});
