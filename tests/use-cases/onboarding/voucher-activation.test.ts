import * as Effect from "effect/Effect";
import { beforeEach, describe, expect, it } from "vitest";
import { activateService } from "@waea/domain/onboarding";
import { loadPrepayBalance, redeemVoucher } from "@waea/domain/payments";
import { DEMO_VOUCHERS } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi } from "../support/fake-api";
import { worldClock } from "../support/world-clock";
import { newService } from "./new-service";

const api = withFakeApi();

beforeEach(() => {
  // The operator takes its 10-30 s to activate (the world clock moves on while the product is awaited).
  api().store.simulation.paymentDelayMs = 1;
});

const ten = DEMO_VOUCHERS.redeemable[1];

/** The first prepay plan of the public catalog, as the bundle step offers it. */
const prepayPlan = () => {
  const plan = api().store.world.plans.catalog.find((entry) => entry.ProductType === "prepaymobileAddon");
  if (plan === undefined) throw new Error("the catalog has no prepay plan");
  return plan;
};

describe("onboarding with a voucher (ONB-03 voucher_redeem_activation, ONB-08)", () => {
  it("new@ redeems a voucher on its service not activated yet, which then activates without a card check", async () => {
    const customer = await signedIn(api(), "new@waea.test");
    const service = newService(api());
    expect(await customer.run(redeemVoucher(service.customerUUID, service.productUUID, ten.code))).toEqual({
      creditCents: ten.cents,
    });
    const plan = prepayPlan();
    const activated = await customer.run(
      activateService({
        customerUUID: service.customerUUID,
        productUUID: service.productUUID,
        kind: "prepay",
        fullyPaid: false,
        voucherRedeemed: true,
        casual: false,
        plan: { ProductCatalogUUID: plan.UUID },
      }).pipe(Effect.withClock(worldClock(api()))),
    );
    expect(activated).toMatchObject({
      finalisation: "voucher_redeem_activation",
      product: {
        Status: 4,
        BillingReference: expect.stringMatching(/^prepay:/),
        Addons: [{ IsBasePlan: true, Status: "ACTIVE" }],
      },
    });
    const intents = Object.values(api().store.world.payments.paymentIntents);
    expect(intents.filter((intent) => intent.Purpose.ProductUUID === service.productUUID)).toEqual([]);
    expect(
      (await customer.run(loadPrepayBalance(service.customerUUID, service.productUUID))).balanceCents,
    ).toBe(ten.cents);
  });

  it("a used voucher is refused as already redeemed, and the service stays not activated", async () => {
    const customer = await signedIn(api(), "new@waea.test");
    const service = newService(api());
    const used = await customer.attempt(
      redeemVoucher(service.customerUUID, service.productUUID, DEMO_VOUCHERS.used.code),
    );
    expect(used).toMatchObject({ left: { _tag: "PaymentsError", key: "payments.voucher_already_redeemed" } });
    expect(api().store.world.core.products[service.productUUID]?.BillingReference).toBeUndefined();
  });
});
