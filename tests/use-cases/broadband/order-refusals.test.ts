import { describe, expect, it } from "vitest";
import { orderBroadband } from "@waea/domain/broadband";
import { productionFlags } from "@waea/domain/config";
import { loadSavedPurchase } from "@waea/domain/checkout";
import { useFakeApi } from "../support/fake-api";
import { flowAt, orderInput, ordering, premises } from "./broadband-fixtures";

const api = useFakeApi();

describe("orderBroadband refuses and hands over (BB-01, SHOP-05)", () => {
  it("refuses an address without fibre as 'No Fibre services available'", async () => {
    const { customer } = await ordering(api(), "fibre@waea.test");
    const fibre = await flowAt(customer, "ufb", "45 Cuba Street");
    const nowhere = await premises(customer, "1 Rural Delivery Road");
    expect(
      await customer.attempt(orderBroadband(orderInput(customer, { ...fibre, location: nowhere }))),
    ).toMatchObject({
      left: { _tag: "BroadbandRefused", key: "broadband.no_fibre_services" },
    });
  });

  it("refuses before any call a flow without location or plan, or instalments switched off", async () => {
    const { customer, log } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    log.clear();
    const { location: _location, ...noLocation } = flow;
    expect(await customer.attempt(orderBroadband(orderInput(customer, noLocation)))).toMatchObject({
      left: { _tag: "CheckoutRefused", issues: [{ key: "checkout.no_location" }] },
    });
    const { plan: _plan, ...noPlan } = flow;
    expect(await customer.attempt(orderBroadband(orderInput(customer, noPlan)))).toMatchObject({
      left: { issues: [{ key: "checkout.plan_not_specified" }] },
    });
    const noAfterpay = { ...productionFlags, afterpay: false };
    expect(
      await customer.attempt(
        orderBroadband({ ...orderInput(customer, flow), method: "afterpay", flags: noAfterpay }),
      ),
    ).toMatchObject({ left: { issues: [{ key: "checkout.instalments_unavailable" }] } });
    expect(log.requests()).toEqual([]);
  });

  it("refuses a transfer without its details once availability is known, posting no order", async () => {
    const { customer, log } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street", { transfer: { requested: true } });
    log.clear();
    expect(await customer.attempt(orderBroadband(orderInput(customer, flow)))).toMatchObject({
      left: {
        _tag: "CheckoutRefused",
        issues: expect.arrayContaining([
          { key: "checkout.transfer_provider_required", field: "transfer_provider" },
        ]),
      },
    });
    expect(log.requests()).toEqual(["GET /ufb/service_availability"]);
  });

  it("passes on a declined card with the client secret and the pending purchase", async () => {
    const { customer } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    // the card provider declines every payment (the simulation's failure rate, as the control door sets it)
    api().store.simulation.paymentFailureRate = 1;
    expect(await customer.attempt(orderBroadband(orderInput(customer, flow)))).toMatchObject({
      left: {
        _tag: "CheckoutPaymentFailed",
        clientSecret: expect.stringMatching(/^pi_/),
        purchase: { kind: "ufb", status: "pending" },
      },
    });
  });

  it("hands over to the instalment provider with ?broadband=true, the purchase stored first", async () => {
    const { customer } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    const result = await customer.run(orderBroadband({ ...orderInput(customer, flow), method: "afterpay" }));
    expect(result).toMatchObject({
      _tag: "RedirectToInstalments",
      clientSecret: expect.stringMatching(/^pi_/),
      returnUrl: "https://waea.nz/afterpay-return?broadband=true",
      flow: { uuid: expect.any(String) },
    });
    expect(await customer.run(loadSavedPurchase)).toMatchObject({ kind: "ufb", status: "pending" });
  });
});
