import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  Clock,
  Payments,
  Storage,
  StorageKeys,
  makeManualClock,
  makeMemoryPayments,
  makeMemoryStorage,
  type ManualClock,
} from "../../ports";
import { OnboardingApi } from "../onboarding-api";
import {
  makeMemoryOnboardingApi,
  type MemoryOnboardingApi,
  type MemoryOnboardingSeed,
} from "../onboarding-api-memory";
import { activateByCode, requestNewActivationLink } from "./activate-by-code";
import { activateService, type ActivateServiceInput } from "./activate-service";
import { adoptService, resumeAdoption } from "./adopt-service";
import { keepSwapFlag } from "./keep-swap-flag";
import { readOnboardingProduct } from "./read-onboarding-product";

const setup = (seed: Partial<MemoryOnboardingSeed> = {}, failing: ReadonlySet<string> = new Set()) => {
  const clock: ManualClock = makeManualClock(1_000_000);
  const api: MemoryOnboardingApi = makeMemoryOnboardingApi({
    nowMillis: clock.nowMillis,
    services: [
      { productUUID: "p1", msisdn: "6421000001", simId: "8964000000000000001", customerUUID: "c1" },
      {
        productUUID: "p2",
        msisdn: "6421000002",
        simId: "8964000000000000002",
        linkToken: "link-2",
        metadata: { ReplacementFor: "old-mobile", FullyPaid: true },
      },
      {
        productUUID: "p3",
        msisdn: "6421000003",
        simId: "8964000000000000003",
        customerUUID: "c3",
        dryActivatable: false,
      },
      {
        productUUID: "p4",
        msisdn: "6421000004",
        simId: "8964000000000000004",
        customerUUID: "c4",
        creditCheckFails: true,
      },
    ],
    networkAddressMsisdn: "6421000002",
    accounts: [{ AuthID: "mere@example.nz", AuthCode: "pw", CustomerUUID: "c9" }],
    activationCodes: [
      { code: "abc", verificationCode: "5555", productUUID: "p1", customerUUID: "c1", expiresAt: 2_000_000 },
    ],
    ...seed,
  });
  const payments = makeMemoryPayments(failing);
  const storage = makeMemoryStorage({ [StorageKeys.swapFlag]: "stale" });
  const layer = Layer.mergeAll(
    Layer.succeed(OnboardingApi, api),
    Layer.succeed(Payments, payments),
    Layer.succeed(Clock, clock),
    Layer.succeed(Storage, storage),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, OnboardingApi | Payments | Clock | Storage>) =>
    Effect.runSync(Effect.either(Effect.provide(effect, layer)));
  return { api, clock, payments, storage, run };
};

const activation = (clock: ManualClock, input: Partial<ActivateServiceInput> = {}): ActivateServiceInput => ({
  customerUUID: "c1",
  productUUID: "p1",
  kind: "prepay",
  fullyPaid: false,
  voucherRedeemed: false,
  casual: false,
  pause: (ms) => Effect.sync(() => clock.advance(ms)),
  ...input,
});

describe("activateService (ONB-03..06)", () => {
  it("dry-activates, confirms the card, finalises and waits for the ready product", () => {
    const { run, clock, api, payments } = setup({ paymentMethods: { c1: "needs_confirmation" } });
    const out = run(activateService(activation(clock, { kind: "postpay" })));
    expect(out).toMatchObject({
      right: { finalisation: "postpay", product: { Status: 4, BillingReference: "postpay:6421000001" } },
    });
    expect(payments.confirmed).toEqual(["pi_p1_secret"]);
    expect(api.calls.slice(0, 2)).toEqual(["activate", "postpayActivation"]);
    expect(api.calls.filter((c) => c === "getPostpayProduct")).toHaveLength(5);
  });
  it("casual prepay calls the finalise call; payg its own", () => {
    const first = setup();
    expect(first.run(activateService(activation(first.clock, { casual: true })))).toMatchObject({
      right: { finalisation: "prepay", product: { BillingReference: "prepay:6421000001" } },
    });
    expect(first.api.calls).toContain("prepayFinaliseActivation");
    const second = setup();
    expect(second.run(activateService(activation(second.clock, { kind: "payg" })))).toMatchObject({
      right: { finalisation: "payg" },
    });
    expect(second.api.calls).toContain("paygActivation");
  });
  it("a voucher skips the dry activation; 412 goes on to the finalisation", () => {
    const voucher = setup();
    expect(voucher.run(activateService(activation(voucher.clock, { voucherRedeemed: true })))).toMatchObject({
      right: { finalisation: "voucher_redeem_activation" },
    });
    expect(voucher.api.calls[0]).toBe("activate");
    expect(voucher.api.calls.filter((c) => c === "activate")).toHaveLength(1);
    const notDry = setup();
    expect(
      notDry.run(activateService(activation(notDry.clock, { customerUUID: "c3", productUUID: "p3" }))),
    ).toMatchObject({ right: { finalisation: "prepay" } });
  });
  it("a refused payment method stops with the activation message", () => {
    const { run, clock } = setup({ paymentMethods: { c1: "declined" } });
    expect(run(activateService(activation(clock)))).toMatchObject({
      left: {
        _tag: "OnboardingFailed",
        messageKey: "onboarding.activation_error_with_message",
        params: { message: "Your card was declined" },
      },
    });
  });
  it("a failed card confirmation is a card authorization error", () => {
    const { run, clock } = setup({ paymentMethods: { c1: "needs_confirmation" } }, new Set(["pi_p1_secret"]));
    expect(run(activateService(activation(clock)))).toMatchObject({
      left: { messageKey: "onboarding.card_authorization_error" },
    });
  });
  it("a failed credit check, an active service and an unknown service", () => {
    const credit = setup();
    expect(
      credit.run(
        activateService(activation(credit.clock, { customerUUID: "c4", productUUID: "p4", kind: "postpay" })),
      ),
    ).toMatchObject({ left: { messageKey: "onboarding.credit_check_failed" } });
    const twice = setup();
    twice.run(activateService(activation(twice.clock)));
    expect(twice.run(activateService(activation(twice.clock, { voucherRedeemed: true })))).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
    const unknown = setup();
    expect(unknown.run(activateService(activation(unknown.clock, { productUUID: "zz" })))).toMatchObject({
      left: {
        messageKey: "onboarding.activation_error_with_message",
        params: { message: "Mobile service not found" },
      },
    });
    expect(
      unknown.run(activateService(activation(unknown.clock, { productUUID: "zz", voucherRedeemed: true }))),
    ).toMatchObject({ left: { messageKey: "onboarding.activation_error_with_message" } });
  });
  it("times out after 250 seconds without a ready product", () => {
    const { run, clock, api } = setup({ activationDelayMs: 300_000 });
    expect(run(activateService(activation(clock)))).toMatchObject({
      left: { messageKey: "onboarding.activation_timeout" },
    });
    expect(api.calls.filter((c) => c === "getPrepayProduct")).toHaveLength(51);
  });
});

describe("adoptService (ONB-02)", () => {
  it("adopts by link token, network address and resumes", () => {
    const { run } = setup();
    expect(run(adoptService({ method: "token", token: "link-2" }))).toMatchObject({
      right: { _tag: "Adopted", productUUID: "p2", resumeToken: "adoption-p2" },
    });
    expect(run(resumeAdoption("adoption-p2"))).toMatchObject({ right: { productUUID: "p2" } });
    expect(run(resumeAdoption("nope"))).toMatchObject({ left: { messageKey: "onboarding.token_error" } });
    expect(run(adoptService({ method: "network_address" }))).toMatchObject({ right: { productUUID: "p2" } });
  });
  it("adopts by SMS in two steps", () => {
    const { run } = setup();
    expect(run(adoptService({ method: "sms", mobileNumber: "+64 21 000 001" }))).toMatchObject({
      right: { _tag: "CodeSent" },
    });
    expect(run(adoptService({ method: "sms", mobileNumber: "6421000001", smsCode: "0000" }))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_incorrect" },
    });
    expect(run(adoptService({ method: "sms", mobileNumber: "6421000001", smsCode: "1234" }))).toMatchObject({
      right: { _tag: "Adopted", customerUUID: "c1", productUUID: "p1" },
    });
  });
  it("refuses to adopt a service that is already active", () => {
    const { run, clock } = setup();
    run(activateService(activation(clock)));
    expect(run(adoptService({ method: "sms", mobileNumber: "6421000001" }))).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
    expect(
      run(adoptService({ method: "sim_sms", simId: "8964000000000000001", smsCode: "1234" })),
    ).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
  });
  it("adopts by SIM SMS and refuses unknown SIMs", () => {
    const { run } = setup();
    run(adoptService({ method: "sim_sms", simId: "8964000000000000001" }));
    expect(
      run(adoptService({ method: "sim_sms", simId: "8964000000000000001", smsCode: "1234" })),
    ).toMatchObject({
      right: { _tag: "Adopted", customerUUID: "c1", productUUID: "p1" },
    });
    expect(run(adoptService({ method: "sim_sms", simId: "89" }))).toMatchObject({
      left: { messageKey: "onboarding.number_or_sim_not_found" },
    });
  });
  it("adopts into an existing customer's account", () => {
    const { run } = setup();
    const command = {
      method: "existing_customer",
      provider: "LOCAL",
      authId: "mere@example.nz",
      authCode: "pw",
    } as const;
    expect(run(adoptService({ ...command, simId: "8964000000000000003" }))).toMatchObject({
      right: { customerUUID: "c9", productUUID: "p3" },
    });
    expect(run(adoptService({ ...command, mobileNumber: "6420" }))).toMatchObject({
      left: { messageKey: "onboarding.no_service" },
    });
    expect(run(adoptService({ ...command, authCode: "bad" }))).toMatchObject({
      left: { messageKey: "errors.server_message" },
    });
  });
  it("maps CANT_ADOPT_BY_IP and TOKEN_ERROR", () => {
    const { run } = setup({ networkAddressMsisdn: "none" });
    expect(run(adoptService({ method: "network_address" }))).toMatchObject({
      left: { messageKey: "onboarding.cant_adopt_by_ip" },
    });
    expect(run(adoptService({ method: "token", token: "nope" }))).toMatchObject({
      left: { messageKey: "onboarding.token_error" },
    });
  });
});

describe("activation by code (ONB-01) and swap flag (ONB-07)", () => {
  it("activates with the verification code and offers a new link when expired", () => {
    const { run, clock } = setup();
    expect(run(activateByCode({ code: "abc", verificationCode: "" }))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_required" },
    });
    expect(run(activateByCode({ code: "abc", verificationCode: "1111" }))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_incorrect" },
    });
    expect(run(activateByCode({ code: "abc", verificationCode: "5555" }))).toMatchObject({
      right: { CustomerUUID: "c1", ProductInstanceUUID: "p1" },
    });
    clock.advance(2_000_000);
    expect(run(activateByCode({ code: "abc", verificationCode: "5555" }))).toMatchObject({
      left: { messageKey: "onboarding.activation_link_expired" },
    });
    expect(run(requestNewActivationLink("abc"))).toMatchObject({ right: { SMSSent: true } });
    expect(run(activateByCode({ code: "abc", verificationCode: "5555" }))).toMatchObject({ right: {} });
    expect(run(requestNewActivationLink("zzz"))).toMatchObject({
      left: { messageKey: "onboarding.activation_link_invalid" },
    });
  });
  it("keeps the swap flag when replacement-for is set and removes a stale one otherwise", () => {
    const { run, storage } = setup();
    run(keepSwapFlag("p2"));
    expect(Effect.runSync(storage.get(StorageKeys.swapFlag))).toEqual(Option.some("old-mobile"));
    run(keepSwapFlag("p1"));
    expect(Effect.runSync(storage.get(StorageKeys.swapFlag))).toEqual(Option.none());
    expect(run(keepSwapFlag("zz"))).toMatchObject({
      left: { messageKey: "onboarding.number_or_sim_not_found" },
    });
  });
});

describe("readOnboardingProduct (ONB-08)", () => {
  it("reads a postpay product by the postpay call, prepay, PAYG and an unchosen kind by the prepay call", () => {
    const { run, api } = setup();
    expect(run(readOnboardingProduct("postpay", "c1", "p1"))._tag).toBe("Right");
    expect(run(readOnboardingProduct("prepay", "c1", "p1"))._tag).toBe("Right");
    expect(run(readOnboardingProduct("payg", "c1", "p1"))._tag).toBe("Right");
    expect(run(readOnboardingProduct(undefined, "c1", "p1"))._tag).toBe("Right");
    expect(api.calls).toEqual([
      "getPostpayProduct",
      "getPrepayProduct",
      "getPrepayProduct",
      "getPrepayProduct",
    ]);
  });
});
