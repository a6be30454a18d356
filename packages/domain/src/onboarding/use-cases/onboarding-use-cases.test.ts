import * as Effect from "effect/Effect";
import * as Fiber from "effect/Fiber";
import * as Layer from "effect/Layer";
import * as ManagedRuntime from "effect/ManagedRuntime";
import * as Option from "effect/Option";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { describe, expect, it } from "vitest";
import { Payments, Storage, StorageKeys, makeMemoryPayments, makeMemoryStorage } from "../../ports";
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
import { PRODUCT_POLL_INTERVAL_MS, PRODUCT_WAIT_MS } from "../service-readiness";

// One time for the use cases and the in-memory operator: Effect's TestClock, which the operator reads as its now.
// Shared by the file's tests (building it takes a while), so each setup counts from the instant it starts at.
const runtime = ManagedRuntime.make(TestContext.TestContext);
const clock = runtime.runSync(Effect.clock);

const setup = (seed: Partial<MemoryOnboardingSeed> = {}, failing: ReadonlySet<string> = new Set()) => {
  const start = clock.unsafeCurrentTimeMillis();
  const api: MemoryOnboardingApi = makeMemoryOnboardingApi({
    nowMillis: () => clock.unsafeCurrentTimeMillis(),
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
      {
        code: "abc",
        verificationCode: "5555",
        productUUID: "p1",
        customerUUID: "c1",
        expiresAt: start + 1_000_000,
      },
    ],
    ...seed,
  });
  const payments = makeMemoryPayments(failing);
  const storage = makeMemoryStorage({ [StorageKeys.swapFlag]: "stale" });
  const layer = Layer.mergeAll(
    Layer.succeed(OnboardingApi, api),
    Layer.succeed(Payments, payments),
    Layer.succeed(Storage, storage),
  );
  const provide = <A, E>(effect: Effect.Effect<A, E, OnboardingApi | Payments | Storage>) =>
    Effect.either(Effect.provide(effect, layer));
  /** A program that does not wait. */
  const run = <A, E>(effect: Effect.Effect<A, E, OnboardingApi | Payments | Storage>) =>
    runtime.runSync(provide(effect));
  const advance = (millis: number) => runtime.runPromise(TestClock.adjust(millis));
  /** activateService, forked, with the TestClock moved on past the whole product wait, then joined. */
  const activate = (input: Partial<ActivateServiceInput> = {}) =>
    runtime.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(provide(activateService(activation(input))));
        yield* TestClock.adjust(PRODUCT_WAIT_MS);
        return yield* Fiber.join(fiber);
      }),
    );
  return { api, payments, storage, provide, run, advance, activate };
};

const activation = (input: Partial<ActivateServiceInput> = {}): ActivateServiceInput => ({
  customerUUID: "c1",
  productUUID: "p1",
  kind: "prepay",
  fullyPaid: false,
  voucherRedeemed: false,
  casual: false,
  ...input,
});

describe("activateService (ONB-03..06)", () => {
  it("dry-activates, confirms the card, finalises and waits for the ready product", async () => {
    const { activate, api, payments } = setup({ paymentMethods: { c1: "needs_confirmation" } });
    const out = await activate({ kind: "postpay" });
    expect(out).toMatchObject({
      right: { finalisation: "postpay", product: { Status: 4, BillingReference: "postpay:6421000001" } },
    });
    expect(payments.confirmed).toEqual(["pi_p1_secret"]);
    expect(api.calls.slice(0, 2)).toEqual(["activate", "postpayActivation"]);
    // Ready 20 s after the finalisation: read at 0, 5, 10, 15 and 20 s.
    expect(api.calls.filter((c) => c === "getPostpayProduct")).toHaveLength(5);
  });
  it("casual prepay calls the finalise call; payg its own", async () => {
    const first = setup();
    expect(await first.activate({ casual: true })).toMatchObject({
      right: { finalisation: "prepay", product: { BillingReference: "prepay:6421000001" } },
    });
    expect(first.api.calls).toContain("prepayFinaliseActivation");
    const second = setup();
    expect(await second.activate({ kind: "payg" })).toMatchObject({ right: { finalisation: "payg" } });
    expect(second.api.calls).toContain("paygActivation");
  });
  it("a voucher skips the dry activation; 412 goes on to the finalisation", async () => {
    const voucher = setup();
    expect(await voucher.activate({ voucherRedeemed: true })).toMatchObject({
      right: { finalisation: "voucher_redeem_activation" },
    });
    expect(voucher.api.calls[0]).toBe("activate");
    expect(voucher.api.calls.filter((c) => c === "activate")).toHaveLength(1);
    const notDry = setup();
    expect(await notDry.activate({ customerUUID: "c3", productUUID: "p3" })).toMatchObject({
      right: { finalisation: "prepay" },
    });
  });
  it("a refused payment method stops with the activation message", async () => {
    const { activate } = setup({ paymentMethods: { c1: "declined" } });
    expect(await activate()).toMatchObject({
      left: {
        _tag: "OnboardingFailed",
        messageKey: "onboarding.activation_error_with_message",
        params: { message: "Your card was declined" },
      },
    });
  });
  it("a failed card confirmation is a card authorization error", async () => {
    const { activate } = setup({ paymentMethods: { c1: "needs_confirmation" } }, new Set(["pi_p1_secret"]));
    expect(await activate()).toMatchObject({ left: { messageKey: "onboarding.card_authorization_error" } });
  });
  it("a failed credit check, an active service and an unknown service", async () => {
    const credit = setup();
    expect(await credit.activate({ customerUUID: "c4", productUUID: "p4", kind: "postpay" })).toMatchObject({
      left: { messageKey: "onboarding.credit_check_failed" },
    });
    const twice = setup();
    await twice.activate();
    expect(await twice.activate({ voucherRedeemed: true })).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
    const unknown = setup();
    expect(await unknown.activate({ productUUID: "zz" })).toMatchObject({
      left: {
        messageKey: "onboarding.activation_error_with_message",
        params: { message: "Mobile service not found" },
      },
    });
    expect(await unknown.activate({ productUUID: "zz", voucherRedeemed: true })).toMatchObject({
      left: { messageKey: "onboarding.activation_error_with_message" },
    });
  });
});

describe("the product wait after activation (spec 01 §9), on TestClock", () => {
  const prepayReads = (api: MemoryOnboardingApi) => api.calls.filter((c) => c === "getPrepayProduct").length;

  it("reads the product every 5 seconds", async () => {
    const { provide, api } = setup({ activationDelayMs: 60_000 });
    const reads = await runtime.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(provide(activateService(activation())));
        const seen: number[] = [];
        for (const step of [0, PRODUCT_POLL_INTERVAL_MS - 1, 1, PRODUCT_POLL_INTERVAL_MS]) {
          yield* TestClock.adjust(step);
          seen.push(prepayReads(api));
        }
        yield* Fiber.interrupt(fiber);
        return seen;
      }),
    );
    expect(PRODUCT_POLL_INTERVAL_MS).toBe(5_000);
    expect(reads).toEqual([1, 1, 2, 3]);
  });

  it("gives up at 250 seconds without a ready product, after the read at 250 s", async () => {
    const { provide, api } = setup({ activationDelayMs: 300_000 });
    const seen = await runtime.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(provide(activateService(activation())));
        yield* TestClock.adjust(PRODUCT_WAIT_MS - 1);
        const before = { reads: prepayReads(api), done: Option.isSome(yield* Fiber.poll(fiber)) };
        yield* TestClock.adjust(1);
        return { before, out: yield* Fiber.join(fiber) };
      }),
    );
    expect(PRODUCT_WAIT_MS).toBe(250_000);
    expect(seen.before).toEqual({ reads: 50, done: false });
    expect(seen.out).toMatchObject({ left: { messageKey: "onboarding.activation_timeout" } });
    expect(prepayReads(api)).toBe(51);
  });

  it("a product that is ready at the last read, at 250 s, still wins", async () => {
    const { activate } = setup({ activationDelayMs: PRODUCT_WAIT_MS });
    expect(await activate()).toMatchObject({ right: { product: { Status: 4 } } });
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
  it("refuses to adopt a service that is already active", async () => {
    const { run, activate } = setup();
    await activate();
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
  it("activates with the verification code and offers a new link when expired", async () => {
    const { run, advance } = setup();
    expect(run(activateByCode({ code: "abc", verificationCode: "" }))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_required" },
    });
    expect(run(activateByCode({ code: "abc", verificationCode: "1111" }))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_incorrect" },
    });
    expect(run(activateByCode({ code: "abc", verificationCode: "5555" }))).toMatchObject({
      right: { CustomerUUID: "c1", ProductInstanceUUID: "p1" },
    });
    await advance(1_000_001);
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
