import { describe, expect, it } from "vitest";
import { signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

describe("spending through a billing route (#11)", () => {
  it("100 concurrent $5 top-ups by child@ with $32.50 left: six go through, the limit is used, the payer sees them", async () => {
    const child = await signedIn(api(), "child");
    const world = () => child.store.world;
    const route = Object.values(world().billingRoutes.routes).find(
      (candidate) => candidate.DebitAccount.UUID === child.ids.customer,
    );
    if (route === undefined) throw new Error("child@ has no route");
    expect(route.RemainingSpendLimit).toBe(3250);
    const payer = route.CreditAccount.UUID;
    const payerHistory = () => world().payments.history[payer] ?? [];
    const before = payerHistory().length;
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        child.call(
          {
            method: "POST",
            url: `/api/customer/${child.ids.customer}/topup`,
            payload: {
              ProductInstanceUUID: child.ids.product,
              Amount: 500,
              PaymentMethodType: "billing_route",
              PaymentMethodID: route.UUID,
            },
          },
          child.auth.JWT,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(6);
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(94);
    expect(world().billingRoutes.routes[route.UUID]?.RemainingSpendLimit).toBe(250);
    const charged = payerHistory().slice(0, payerHistory().length - before);
    expect(charged).toHaveLength(6);
    expect(
      charged.every((entry) => entry.AmountCents === 500 && entry.PaymentMethodType === "billing_route"),
    ).toBe(true);
  });
});
