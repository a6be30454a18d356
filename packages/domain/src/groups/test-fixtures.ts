import type { Approval } from "../billing-routes";
import { millisToNanos } from "../ports";
import type { CustomerGroup, MobileGroup } from "./group-entities";

/** Builders for tests of this context (not exported from index.ts). */
export const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);

export const customerGroup = (
  members: ReadonlyArray<string>,
  overrides: Partial<CustomerGroup> = {},
): CustomerGroup => ({
  UUID: "g1",
  CustomerUUID: members[0] ?? "leader",
  CreatedAtNanos: 1,
  Members: members.map((CustomerUUID) => ({ CustomerUUID })),
  ...overrides,
});

export const mobileGroup = (
  members: ReadonlyArray<readonly [string, string]>,
  overrides: Partial<MobileGroup> = {},
): MobileGroup => ({
  UUID: "m1",
  CustomerUUID: members[0]?.[0] ?? "leader",
  MobileProductUUID: members[0]?.[1] ?? "p0",
  Members: members.map(([CustomerUUID, MobileProductUUID]) => ({ CustomerUUID, MobileProductUUID })),
  ...overrides,
});

export const approval = (overrides: Partial<Approval> = {}): Approval => ({
  UUID: "ap-1",
  ApprovalType: "GROUP_INVITE",
  RequestedTo: "kiri@example.nz",
  ExpiresAtNanos: millisToNanos(T0 + 3_600_000),
  SPID: 67,
  Status: "REQUEST",
  CustomerUUID: "cust-a",
  ...overrides,
});
