import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { beforeEach, describe, expect, it } from "vitest";
import { activateService, isSimTransfer, keepSwapFlag } from "@waea/domain/onboarding";
import { StorageKeys } from "@waea/domain/ports";
import { OnboardingDemos } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { worldClock } from "../support/world-clock";
import { demoService } from "./new-service";

const api = withFakeApi();

beforeEach(() => {
  // The operator takes its 10-30 s to activate (the world clock moves on while the product is awaited).
  api().store.simulation.paymentDelayMs = 1;
});

/** The swap flag the session keeps, if any. */
const swapFlag = (customer: Customer) =>
  customer.run(Effect.map(customer.storage.get(StorageKeys.swapFlag), Option.getOrUndefined));

describe("the onboarding demos of the seeded world (ONB-07, ONB-10)", () => {
  it("ONB-07: swap@'s replacement SIM keeps the swap flag, naming the service it replaces", async () => {
    const customer = await signedIn(api(), "swap@waea.test");
    const service = demoService(api(), "swap@waea.test");
    const metadata = await customer.run(keepSwapFlag(service.productUUID));
    const replaced = api().store.world.core.products[service.productUUID];
    expect(replaced?.BillingReference).toBeUndefined();
    expect(metadata.ReplacementFor).toBeDefined();
    expect(metadata.ReplacementFor).not.toBe(service.productUUID);
    expect(await swapFlag(customer)).toBe(metadata.ReplacementFor);
  });

  it("ONB-07: a SIM that replaces nothing (new@'s) leaves no swap flag", async () => {
    const customer = await signedIn(api(), "new@waea.test");
    const service = demoService(api(), "new@waea.test");
    await customer.run(customer.storage.set(StorageKeys.swapFlag, "left over"));
    await customer.run(keepSwapFlag(service.productUUID));
    expect(await swapFlag(customer)).toBeUndefined();
  });

  it("ONB-10: transfer@'s SIM, billed prepay to its previous account, activated as postpay is a SIM transfer", async () => {
    const customer = await signedIn(api(), "transfer@waea.test");
    const service = demoService(api(), "transfer@waea.test");
    const before = api().store.world.core.products[service.productUUID]?.BillingReference;
    expect(before).toBe(OnboardingDemos.previousBillingReference);
    const activated = await customer.run(
      activateService({
        customerUUID: service.customerUUID,
        productUUID: service.productUUID,
        kind: "postpay",
        fullyPaid: false,
        voucherRedeemed: false,
        casual: false,
      }).pipe(Effect.withClock(worldClock(api()))),
    );
    const account = api().store.world.core.customers[service.customerUUID]?.AccountNumber;
    expect(activated.product).toMatchObject({ Status: 4, BillingReference: `postpay:${account}` });
    expect(isSimTransfer(before, activated.product.BillingReference)).toBe(true);
  });
});
