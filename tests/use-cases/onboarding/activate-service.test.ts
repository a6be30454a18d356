import * as Effect from "effect/Effect";
import { beforeEach, describe, expect, it } from "vitest";
import { activateService, type ActivateServiceInput } from "@waea/domain/onboarding";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { changeWorld } from "./change-world";
import { newService } from "./new-service";
import { worldClock } from "../support/world-clock";

const api = withFakeApi();

beforeEach(() => {
  // Any payment delay makes the operator take its 10-30 s to activate a service (with none it is at once); 1 ms
  // keeps the card provider's own pause short.
  api().store.simulation.paymentDelayMs = 1;
});

/** new@waea.test signed in, and its service not activated yet. */
const manaia = async () => ({ customer: await signedIn(api(), "new@waea.test"), service: newService(api()) });

/** activateService for new@'s service on the world clock: the product wait moves the world's time on. */
const activate = (customer: Customer, input: Partial<ActivateServiceInput> = {}) => {
  const service = newService(api());
  return customer.attempt(
    activateService({
      customerUUID: service.customerUUID,
      productUUID: service.productUUID,
      kind: "prepay",
      fullyPaid: false,
      voucherRedeemed: false,
      casual: false,
      ...input,
    }).pipe(Effect.withClock(worldClock(api()))),
  );
};

/** The $1.00 card checks of the dry activation for a service, and how each went. */
const cardChecks = (productUUID: string) =>
  Object.values(api().store.world.payments.paymentIntents)
    .filter((intent) => intent.Purpose.ProductUUID === productUUID && intent.AmountCents === 100)
    .map((intent) => intent.Status);

describe("activateService (ONB-03..06)", () => {
  it("ONB-04, ONB-06: dry-activates, confirms the card check, finalises, and waits for the ready product", async () => {
    const { customer, service } = await manaia();
    const start = api().clock.nowMillis();
    expect(await activate(customer, { kind: "postpay" })).toMatchObject({
      right: {
        finalisation: "postpay",
        product: {
          UUID: service.productUUID,
          Status: 4,
          BillingReference: expect.stringMatching(/^postpay:/),
        },
      },
    });
    expect(cardChecks(service.productUUID)).toEqual(["succeeded"]);
    // The operator activates 10-30 s after the finalisation; the product is read every 5 s until then.
    const waited = api().clock.nowMillis() - start;
    expect(waited % 5_000).toBe(0);
    expect(waited).toBeGreaterThanOrEqual(10_000);
    expect(waited).toBeLessThanOrEqual(35_000);
  });

  it("ONB-03: casual prepay is finalised at casual rates", async () => {
    const { customer } = await manaia();
    expect(await activate(customer, { casual: true })).toMatchObject({
      right: {
        finalisation: "prepay",
        product: { BillingReference: expect.stringMatching(/^prepay:/), Addons: [{ Name: "Casual rates" }] },
      },
    });
  });

  it("ONB-03, ONB-05: PAYG is finalised by its own call and read as a prepay-side product", async () => {
    const { customer } = await manaia();
    expect(await activate(customer, { kind: "payg" })).toMatchObject({
      right: { finalisation: "payg", product: { BillingReference: expect.stringMatching(/^payg:/) } },
    });
  });

  it("ONB-03: a redeemed voucher skips the dry activation", async () => {
    const { customer, service } = await manaia();
    expect(await activate(customer, { voucherRedeemed: true })).toMatchObject({
      right: { finalisation: "voucher_redeem_activation", product: { Status: 4 } },
    });
    expect(cardChecks(service.productUUID)).toEqual([]);
  });

  it("ONB-03: a SIM paid in full needs no card check", async () => {
    const { customer, service } = await manaia();
    // A SIM sold with its plan paid in full: the demo world sells none, and no call changes a SIM's metadata.
    changeWorld(api(), (world) => {
      const sim = world.sim.services[service.productUUID];
      if (sim !== undefined)
        world.sim.services[service.productUUID] = { ...sim, Metadata: { ...sim.Metadata, FullyPaid: true } };
    });
    expect(await activate(customer, { fullyPaid: true })).toMatchObject({
      right: { finalisation: "dry_activation", product: { Status: 4 } },
    });
    expect(cardChecks(service.productUUID)).toEqual([]);
  });

  it("ONB-04: 412 (no card on file) goes on to the finalisation", async () => {
    const { customer, service } = await manaia();
    // A customer without a card: new@ has one, and removing the only card is refused by the API.
    changeWorld(api(), (world) => {
      world.payments.methods[service.customerUUID] = [];
    });
    expect(await activate(customer)).toMatchObject({
      right: { finalisation: "prepay", product: { Status: 4 } },
    });
  });

  it("ONB-04: a card the operator refuses stops with the activation message and the operator's words", async () => {
    const { customer, service } = await manaia();
    // A card about to expire (the world's clock is in November 2026): no call changes a saved card's expiry.
    changeWorld(api(), (world) => {
      world.payments.methods[service.customerUUID] = (world.payments.methods[service.customerUUID] ?? []).map(
        (card) => ({ ...card, CardExpiryMonth: 11, CardExpiryYear: 2026 }),
      );
    });
    expect(await activate(customer)).toMatchObject({
      left: {
        _tag: "OnboardingFailed",
        messageKey: "onboarding.activation_error_with_message",
        params: { message: expect.stringMatching(/expir/i) },
      },
    });
  });

  it("ONB-04: a card check the card provider declines is a card authorization error", async () => {
    const { customer, service } = await manaia();
    api().store.simulation.paymentFailureRate = 1;
    expect(await activate(customer)).toMatchObject({
      left: { messageKey: "onboarding.card_authorization_error" },
    });
    expect(cardChecks(service.productUUID)).toEqual(["failed"]);
  });

  it("ONB-03: a failed credit check stops a postpay activation", async () => {
    const { customer, service } = await manaia();
    // The operator's credit check fails a suspended account; no call suspends one.
    changeWorld(api(), (world) => {
      const account = world.core.customers[service.customerUUID];
      if (account !== undefined)
        world.core.customers[service.customerUUID] = { ...account, AccountState: "Suspended" };
    });
    expect(await activate(customer, { kind: "postpay" })).toMatchObject({
      left: { messageKey: "onboarding.credit_check_failed", cause: { status: 422 } },
    });
  });

  it("ONB-03: an active service, and a service the operator does not know, are refused", async () => {
    const { customer } = await manaia();
    await activate(customer, { voucherRedeemed: true });
    expect(await activate(customer, { voucherRedeemed: true })).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
    for (const voucherRedeemed of [false, true])
      expect(await activate(customer, { productUUID: "zz", voucherRedeemed })).toMatchObject({
        left: {
          messageKey: "onboarding.activation_error_with_message",
          params: { message: "Mobile service not found" },
        },
      });
  });
});
