import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  activateByCode,
  keepSwapFlag,
  readOnboardingProduct,
  requestNewActivationLink,
} from "@waea/domain/onboarding";
import { StorageKeys } from "@waea/domain/ports";
import {
  DEMO_ACTIVATION_CODE,
  DEMO_ACTIVATION_VERIFICATION_CODE,
  DEMO_EXPIRED_ACTIVATION_CODE,
} from "@waea/fake-api/in-process";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";
import { changeWorld } from "./change-world";
import { demoService, newService } from "./new-service";

const api = withFakeApi();

describe("activation by code (ONB-01)", () => {
  it("ONB-01: needs the texted verification code, then adopts the link's service", async () => {
    const visiting = visitor(api());
    const service = newService(api());
    const activate = (verificationCode: string) =>
      visiting.attempt(activateByCode({ code: DEMO_ACTIVATION_CODE, verificationCode }));
    expect(await activate(" ")).toMatchObject({
      left: { _tag: "OnboardingFailed", messageKey: "onboarding.verification_code_required" },
    });
    expect(await activate("111111")).toMatchObject({
      left: { messageKey: "onboarding.verification_code_incorrect" },
    });
    expect(await activate(DEMO_ACTIVATION_VERIFICATION_CODE)).toMatchObject({
      right: { CustomerUUID: service.customerUUID, ProductInstanceUUID: service.productUUID },
    });
  });

  it("ONB-01: an expired link says so and offers a new one by SMS, which works", async () => {
    const visiting = visitor(api());
    const activate = () =>
      visiting.attempt(
        activateByCode({
          code: DEMO_EXPIRED_ACTIVATION_CODE,
          verificationCode: DEMO_ACTIVATION_VERIFICATION_CODE,
        }),
      );
    expect(await activate()).toMatchObject({ left: { messageKey: "onboarding.activation_link_expired" } });
    expect(await visiting.run(requestNewActivationLink(DEMO_EXPIRED_ACTIVATION_CODE))).toEqual({
      SMSSent: true,
    });
    expect(await activate()).toMatchObject({ right: { ProductInstanceUUID: newService(api()).productUUID } });
    expect(await visiting.attempt(requestNewActivationLink("NOPE"))).toMatchObject({
      left: { messageKey: "onboarding.activation_link_invalid" },
    });
  });

  it("ONB-01: a link lapses seven days after it was sent", async () => {
    const visiting = visitor(api());
    api().clock.advance(7 * 24 * 60 * 60 * 1000);
    expect(
      await visiting.attempt(
        activateByCode({ code: DEMO_ACTIVATION_CODE, verificationCode: DEMO_ACTIVATION_VERIFICATION_CODE }),
      ),
    ).toMatchObject({ left: { messageKey: "onboarding.activation_link_expired" } });
  });
});

describe("the swap flag (ONB-07)", () => {
  it("ONB-07: keeps the swap flag when the SIM replaces another, and removes a stale one otherwise", async () => {
    const onboarding = await signedIn(api(), "new@waea.test");
    const storage = onboarding.storage;
    Effect.runSync(storage.set(StorageKeys.swapFlag, "left by an earlier onboarding"));
    const service = newService(api());
    const flag = () => Option.getOrUndefined(Effect.runSync(storage.get(StorageKeys.swapFlag)));
    await onboarding.run(keepSwapFlag(service.productUUID));
    expect(flag()).toBeUndefined();
    // A replacement SIM: the demo world sells none, and no call changes a SIM's metadata.
    const old = demoService(api(), "prepay@waea.test").productUUID;
    changeWorld(api(), (world) => {
      const sim = world.sim.services[service.productUUID];
      if (sim !== undefined)
        world.sim.services[service.productUUID] = {
          ...sim,
          Metadata: { ...sim.Metadata, ReplacementFor: old },
        };
    });
    expect(await onboarding.run(keepSwapFlag(service.productUUID))).toMatchObject({ ReplacementFor: old });
    expect(flag()).toBe(old);
    expect(await onboarding.attempt(keepSwapFlag("zz"))).toMatchObject({
      left: { messageKey: "onboarding.number_or_sim_not_found" },
    });
  });
});

describe("readOnboardingProduct (ONB-05)", () => {
  it("ONB-05: reads a postpay product by the postpay call; prepay, PAYG and an unchosen kind by the prepay call", async () => {
    const tama = await signedIn(api(), "postpay@waea.test");
    const postpay = demoService(api(), "postpay@waea.test").productUUID;
    expect(await tama.run(readOnboardingProduct("postpay", tama.customer, postpay))).toMatchObject({
      UUID: postpay,
      BillingReference: expect.stringMatching(/^postpay:/),
    });
    expect(await tama.attempt(readOnboardingProduct("prepay", tama.customer, postpay))).toMatchObject({
      left: { status: 404, message: "No prepay product" },
    });
    const mere = await signedIn(api(), "payg@waea.test");
    const payg = demoService(api(), "payg@waea.test").productUUID;
    for (const kind of ["payg", "prepay", undefined] as const)
      expect(await mere.run(readOnboardingProduct(kind, mere.customer, payg))).toMatchObject({ UUID: payg });
    expect(await mere.attempt(readOnboardingProduct("postpay", mere.customer, payg))).toMatchObject({
      left: { status: 404, message: "No postpay product" },
    });
  });
});
