import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionFlags } from "@waea/domain/config";
import { checkoutCart, orderDetail, pendingPayment, retryPayment } from "@waea/domain/checkout";
import { StorageKeys } from "@waea/domain/ports";
import { withFakeApi, visitor } from "../support/fake-api";
import { CONFIRM_CARD, shopperWithEsim } from "./checkout-fixtures";

const api = withFakeApi();

const retry = (method: "card" | "afterpay") =>
  retryPayment({ method, flags: productionFlags, origin: "https://waea.nz" });

describe("paying again after a failed payment (SHOP-05)", () => {
  it("confirms the same order's payment again by card: no second order, the purchase completed, the cart emptied", async () => {
    const { shopper, input, log, customerUUID } = await shopperWithEsim(api());
    // the card provider declines every payment (the simulation's failure rate, as the control door sets it)
    api().store.simulation.paymentFailureRate = 1;
    const failed = await shopper.attempt(checkoutCart(input));
    expect(failed).toMatchObject({ left: { _tag: "CheckoutPaymentFailed" } });
    const pending = await shopper.run(pendingPayment);
    expect(pending?.clientSecret).toMatch(/^pi_/);

    api().store.simulation.paymentFailureRate = 0;
    log.clear();
    const paid = await shopper.run(retry("card"));
    expect(paid).toMatchObject({ _tag: "Completed", purchase: { status: "completed" } });
    expect(log.requests()).toEqual([CONFIRM_CARD]);
    expect(Effect.runSync(shopper.storage.keys())).not.toContain(StorageKeys.cart);
    expect(await shopper.run(pendingPayment)).toBeUndefined();
    const number = pending?.summary.number ?? "";
    expect((await shopper.run(orderDetail(customerUUID, number))).Status).not.toBe("PENDING_PAYMENT");
  });

  it("goes back to the instalment provider with the same secret, and refuses when nothing waits to be paid", async () => {
    const { shopper, input } = await shopperWithEsim(api());
    const redirected = await shopper.run(checkoutCart({ ...input, method: "afterpay" }));
    const again = await shopper.run(retry("afterpay"));
    expect(again).toMatchObject({
      _tag: "RedirectToInstalments",
      returnUrl: "https://waea.nz/afterpay-return",
      clientSecret: redirected._tag === "RedirectToInstalments" ? redirected.clientSecret : "",
    });
    const stranger = visitor(api());
    expect(await stranger.attempt(retry("card"))).toMatchObject({
      left: { _tag: "CheckoutRefused", issues: [{ key: "checkout.no_data" }] },
    });
  });
});
