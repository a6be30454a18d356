import { isServiceReady } from "@waea/domain/onboarding";
import { describe, expect, it } from "vitest";
import type { World } from "../world/world";
import {
  DEMO_ACTIVATION_CODE,
  DEMO_ACTIVATION_VERIFICATION_CODE,
  DEMO_EXPIRED_ACTIVATION_CODE,
  DemoAdoptionTokens,
} from "../world/onboarding";
import { coreLabels } from "../world/core-labels";
import { OnboardingDemos } from "../world/onboarding-demo-seed";
import { uuidFor } from "../world/prng";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

/** new@waea.test's product: not yet activated, Status 2, no billing reference. */
const freshProduct = (world: World) => {
  const uuid = world.core.activationCodes[DEMO_ACTIVATION_CODE] ?? "";
  const product = world.core.products[uuid];
  if (product === undefined) throw new Error("no product for the demo activation code");
  return product;
};

const setup = async (paymentDelayMs = 0) => {
  const app = api();
  app.store.simulation.paymentDelayMs = paymentDelayMs;
  const product = freshProduct(app.store.world);
  const post = (url: string, payload: object = {}, token?: string) =>
    app.call({ method: "POST", url: `/api${url}`, payload }, token);
  const get = (url: string, token?: string) => app.call({ method: "GET", url: `/api${url}` }, token);
  const signedIn = async () => (await app.signIn("new@waea.test")).JWT;
  return { ...app, product, post, get, signedIn };
};

describe("activation by code (ONB-01)", () => {
  it("needs the texted verification code; an expired link says so, and a new link by SMS revives it", async () => {
    const { post, product, store } = await setup();
    const before = store.digest();
    const wrong = await post(`/v3/67/activation/${DEMO_ACTIVATION_CODE}`, {
      SPID: 67,
      VerificationCode: "1",
    });
    expect(wrong.json().err_message).toBe("The verification code is incorrect, please use the right code.");
    const blank = await post(`/v3/67/activation/${DEMO_ACTIVATION_CODE}`, {
      SPID: 67,
      VerificationCode: " ",
    });
    expect(blank.json().err_message).toBe("Please enter the verification code.");
    const body = { SPID: 67, VerificationCode: DEMO_ACTIVATION_VERIFICATION_CODE };
    const expired = await post(`/v3/67/activation/${DEMO_EXPIRED_ACTIVATION_CODE}`, body);
    expect([expired.status, expired.json().err_message]).toEqual([
      410,
      "Your activation link has expired. Request a new one by SMS.",
    ]);
    expect((await post("/v3/67/activation/NOPE", body)).status).toBe(404);
    expect(store.digest()).toBe(before);
    expect((await post(`/v3/67/activation/${DEMO_EXPIRED_ACTIVATION_CODE}/sms`)).json()).toEqual({
      SMSSent: true,
    });
    const revived = (await post(`/v3/67/activation/${DEMO_EXPIRED_ACTIVATION_CODE}`, body)).json();
    expect(revived).toMatchObject({ CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID });
  });
});

describe("adoption (ONB-02)", () => {
  it("by SMS: texts a code, refuses a wrong one, adopts with the right one", async () => {
    const { post, get, product, store } = await setup();
    const body = { SPID: 67, MobileNumber: `0${(product.MSISDN ?? "").slice(2)}` };
    expect((await post("/v3/adopt_by_sms", body)).json()).toEqual({ SMSSent: true });
    const code = store.world.onboarding.smsCodes[product.UUID]?.Code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post("/v3/adopt_by_sms", {
      ...body,
      SMSCode: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    const adopted = (await post("/v3/adopt_by_sms", { ...body, SMSCode: code })).json();
    expect(adopted).toMatchObject({ CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID });
    expect((await post("/v3/adopt_by_sms", { ...body, SMSCode: code })).status).toBe(400);
    expect((await get(`/v3/adoption_token_resume/${adopted.Token}`)).json()).toEqual(adopted);
    const unknown = await post("/v3/adopt_by_sms", { SPID: 67, MobileNumber: "0219999999" });
    expect([unknown.status, unknown.json().err_message]).toEqual([
      404,
      "We haven't found your phone number or SIM ID.",
    ]);
  });

  it("by SIM SMS, network address and link token; an active service or a stale token is refused", async () => {
    const { post, get, product, store } = await setup();
    expect((await post("/v3/adopt_by_sim_sms", { SPID: 67, ICCID: product.SIMID })).json()).toEqual({
      SMSSent: true,
    });
    expect((await post("/v3/adopt_by_sim_sms", { SPID: 67 })).json().err_message).toBe(
      "Please enter your phone number or SIM ID.",
    );
    expect((await post("/v3/adopt_by_ip", { SPID: 67 })).json().ProductInstanceUUID).toBe(product.UUID);
    const byToken = (await post("/v3/adopt_by_token", { SPID: 67, Token: DemoAdoptionTokens.valid })).json();
    expect((await get(`/v3/adoption_token_resume/${byToken.Token}`)).json()).toEqual(byToken);
    expect((await get("/v3/adoption_token_resume/nope")).json().err_message).toBe("TOKEN_ERROR");
    expect(
      (await post("/v3/adopt_by_token", { SPID: 67, Token: DemoAdoptionTokens.expired })).json().err_message,
    ).toBe("TOKEN_ERROR");
    const active = await post("/v3/adopt_by_token", { SPID: 67, Token: DemoAdoptionTokens.active });
    expect([active.status, active.json().err_message]).toEqual([409, "This service is already active."]);
    store.world.onboarding.networkAddressProduct = null;
    expect((await post("/v3/adopt_by_ip", { SPID: 67 })).json().err_message).toBe("CANT_ADOPT_BY_IP");
  });

  it("by an existing customer: their auth token adopts the named SIM into their account", async () => {
    const { post, get, product, store } = await setup();
    const credentials = { SPID: 67, IdentityProvider: "LOCAL", AuthID: "payg@waea.test", IncludeRoles: true };
    const refused = await post("/v2/auth_token", { ...credentials, AuthCode: "wrong-password" });
    expect(refused.json().err_message).toBe("The email address or password is invalid");
    const token = (await post("/v2/auth_token", { ...credentials, AuthCode: "Waea-Demo-2026" })).json();
    expect((await get(`/v2/auth_token/${token.ID}`)).json()).toEqual(token);
    const noService = await post("/v3/adopt_by_token", {
      SPID: 67,
      Token: token.Token,
      MobileNumber: "0219999999",
    });
    expect(noService.json().err_message).toBe("NO_SERVICE");
    const adopted = (
      await post("/v3/adopt_by_token", { SPID: 67, Token: token.Token, SIMID: product.SIMID })
    ).json();
    expect(adopted.CustomerUUID).toBe(token.CustomerUUID);
    expect(store.world.core.products[product.UUID]?.CustomerUUID).toBe(token.CustomerUUID);
  });
});

describe("finalisation and the service activation wait (ONB-03..06)", () => {
  it("dry activation: a ClientSecret for the card on file, 412 without one, 402 for a card about to expire", async () => {
    const { post, product, store, signedIn } = await setup();
    const token = await signedIn();
    const dry = `/customer/${product.CustomerUUID}/service/${product.UUID}/activate/true`;
    const confirm = (await post(dry, {}, token)).json();
    expect(confirm.ClientSecret).toMatch(/^pi_.+_secret_/);
    expect(store.world.payments.paymentIntents[confirm.ClientSecret]).toMatchObject({
      AmountCents: 100,
      Status: "requires_confirmation",
    });
    const card = store.world.payments.methods[product.CustomerUUID]?.[0];
    if (card === undefined) throw new Error("new@ has no card");
    store.world.payments.methods[product.CustomerUUID] = [
      { ...card, CardExpiryMonth: 11, CardExpiryYear: 2026 },
    ];
    expect((await post(dry, {}, token)).status).toBe(402);
    store.world.payments.methods[product.CustomerUUID] = [];
    expect((await post(dry, {}, token)).status).toBe(412);
  });

  it("the product becomes ready 10-30 s after the finalisation, with a billing reference and a base plan", async () => {
    const { post, get, product, store, clock, signedIn } = await setup(2000);
    const token = await signedIn();
    const body = { CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID };
    expect((await post("/payg/activation", body, token)).json()).toEqual({
      ProductInstanceUUID: product.UUID,
      Accepted: true,
    });
    const again = await post("/payg/activation", body, token);
    expect(again.status).toBe(409);
    const read = async () =>
      (await get(`/v3/67/customer/${product.CustomerUUID}/mobileprepay/${product.UUID}`, token)).json();
    expect(isServiceReady(await read())).toBe(false);
    expect(
      (await get(`/v1/67/customer/${product.CustomerUUID}/postpay_mobile/${product.UUID}`, token)).json()
        .err_message,
    ).toBe("No postpay product");
    clock.advance(9_999);
    expect(isServiceReady(await read())).toBe(false);
    clock.advance(20_001);
    const ready = await read();
    expect(isServiceReady(ready)).toBe(true);
    expect(ready.BillingReference).toMatch(/^payg:/);
    expect(ready.Addons[0]).toMatchObject({ IsBasePlan: true, Status: "ACTIVE" });
    expect(store.world.sim.services[product.UUID]?.Enabled).toBe(true);
  });

  it("ONB-03..06: the activation happens on the world's clock, not at a read: reads change nothing", async () => {
    const { post, get, product, store, clock, signedIn } = await setup(2000);
    const token = await signedIn();
    const body = { CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID };
    await post("/payg/activation", body, token);
    const products = `/v2/67/customer/${product.CustomerUUID}/mobile_products`;
    const before = store.digest();
    expect((await get(products, token)).status).toBe(200);
    expect(store.digest()).toBe(before);
    clock.advance(30_001);
    // Nobody has read the product since: the world's timeline made it active when its time came.
    expect(store.world.core.products[product.UUID]?.BillingReference).toMatch(/^payg:/);
    expect(store.world.onboarding.activations[product.UUID]).toBeUndefined();
    const after = store.digest();
    expect((await get(products, token)).json().MobileProducts).toContainEqual(
      expect.objectContaining({ UUID: product.UUID, BillingReference: expect.stringMatching(/^payg:/) }),
    );
    expect(store.digest()).toBe(after);
  });

  it("postpay needs a passing credit check; casual prepay gets casual rates", async () => {
    const { post, product, store, signedIn } = await setup();
    const token = await signedIn();
    const body = { CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID };
    const customer = store.world.core.customers[product.CustomerUUID];
    if (customer === undefined) throw new Error("no customer");
    store.world.core.customers[customer.UUID] = { ...customer, AccountState: "Suspended" };
    const failed = await post("/postpay/activation", body, token);
    expect([failed.status, failed.json().err_message]).toEqual([422, "Credit check failed."]);
    store.world.core.customers[customer.UUID] = customer;
    await post("/v3/67/prepay_mobile/finalise_activation", { SPID: 67, ...body }, token);
    expect(store.world.core.products[product.UUID]?.Addons?.[0]?.Name).toBe("Casual rates");
    expect((await post("/postpay/activation", body, token)).status).toBe(409);
  });

  it("ONB-10: transfer@'s SIM, billed prepay elsewhere, is read as the postpay product it is becoming", async () => {
    const app = api();
    app.store.simulation.paymentDelayMs = 2000;
    const uuid = uuidFor(67, coreLabels.product("transfer", 0, 0));
    const product = app.store.world.core.products[uuid];
    if (product === undefined) throw new Error("the demo world has no transfer@ SIM");
    expect(product.BillingReference).toBe(OnboardingDemos.previousBillingReference);
    const token = (await app.signIn("transfer@waea.test")).JWT;
    const body = { CustomerUUID: product.CustomerUUID, ProductInstanceUUID: product.UUID };
    const call = (method: "GET" | "POST", url: string, payload?: object) =>
      app.call({ method, url: `/api${url}`, ...(payload === undefined ? {} : { payload }) }, token);
    expect((await call("POST", "/postpay/activation", body)).status).toBe(200);
    const postpay = `/v1/67/customer/${product.CustomerUUID}/postpay_mobile/${product.UUID}`;
    expect((await call("GET", postpay)).json()).toMatchObject({ UUID: product.UUID, Status: 2 });
    app.clock.advance(30_000);
    const account = app.store.world.core.customers[product.CustomerUUID]?.AccountNumber;
    expect((await call("GET", postpay)).json()).toMatchObject({ BillingReference: `postpay:${account}` });
  });
});
