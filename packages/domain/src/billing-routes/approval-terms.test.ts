import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { isRouteSpendPurpose } from "./route-history";
import { approvalSetsTerms, approvalTermsForm, routeTermsForm, routeUpdateRequest } from "./route-update";

describe("the spend settings chosen when approving a request (BR-04)", () => {
  it("only a request's approver sets them: they become the payer", () => {
    expect(approvalSetsTerms({ ApprovalType: "BILLING_REQUEST" })).toBe(true);
    expect(approvalSetsTerms({ ApprovalType: "BILLING_INVITE" })).toBe(false);
  });

  it("start from the request's message and the limit it asked for, to the cent; the cycle is the approver's to choose", () => {
    const form = approvalTermsForm({ Description: " Pita's mobile ", SpendLimit: 2050 });
    expect(form).toEqual({
      Name: "Pita's mobile",
      SpendCycle: "",
      SpendCycleCount: "",
      SpendLimitDollars: "20.50",
      StoredSpendLimit: 2050,
    });
    expect(routeUpdateRequest(form)).toEqual(Either.left("billing-routes.invalid_cycle"));
    expect(routeUpdateRequest({ ...form, SpendCycle: "28", SpendCycleCount: "3" })).toEqual(
      Either.right({ Name: "Pita's mobile", SpendCycle: 28, SpendCycleCount: 3, SpendLimit: 2050 }),
    );
    expect(approvalTermsForm({})).toMatchObject({ Name: "", SpendLimitDollars: "" });
  });
});

describe("the edit form of a route (BR-02)", () => {
  it("starts from the route's settings as text, its limit to the cent, and reads back as the same settings", () => {
    const route = { Name: "Keri", SpendCycle: 28, SpendCycleCount: 12, SpendLimit: 2050 };
    const form = routeTermsForm(route);
    expect(form).toMatchObject({ SpendCycle: "28", SpendCycleCount: "12", SpendLimitDollars: "20.50" });
    expect(routeUpdateRequest(form)).toEqual(Either.right(route));
    expect(routeTermsForm({})).toMatchObject({ Name: "", SpendCycle: "", SpendLimitDollars: "" });
  });
});

describe("what a spend through a route paid for", () => {
  it("is one of the known keys, or not known", () => {
    expect(["top_up", "add_on", "bill_payment"].every(isRouteSpendPurpose)).toBe(true);
    expect(isRouteSpendPurpose("Top-up")).toBe(false);
    expect(isRouteSpendPurpose(undefined)).toBe(false);
  });
});
