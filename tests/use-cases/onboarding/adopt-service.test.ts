import { describe, expect, it } from "vitest";
import { adoptService, resumeAdoption } from "@waea/domain/onboarding";
import { DEMO_PASSWORD, DemoAdoptionTokens } from "@waea/fake-api/in-process";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";
import { changeWorld } from "./change-world";
import { demoService, newService } from "./new-service";

const api = withFakeApi();

/** The code the operator last texted to a service's number (what the person reads on their phone). */
const textedCode = (productUUID: string) => api().store.world.onboarding.smsCodes[productUUID]?.Code ?? "";

/** A code that is not the one texted. */
const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("adoptService (ONB-02)", () => {
  it("ONB-02: adopts by link token and resumes the adoption from its token", async () => {
    const visiting = visitor(api());
    const service = newService(api());
    const adopted = await visiting.run(adoptService({ method: "token", token: DemoAdoptionTokens.valid }));
    expect(adopted).toMatchObject({
      _tag: "Adopted",
      customerUUID: service.customerUUID,
      productUUID: service.productUUID,
      resumeToken: expect.any(String),
    });
    const token = adopted._tag === "Adopted" ? (adopted.resumeToken ?? "") : "";
    expect(await visiting.run(resumeAdoption(token))).toEqual(adopted);
    expect(await visiting.attempt(resumeAdoption("nope"))).toMatchObject({
      left: { _tag: "OnboardingFailed", messageKey: "onboarding.token_error" },
    });
    expect(
      await visiting.attempt(adoptService({ method: "token", token: DemoAdoptionTokens.expired })),
    ).toMatchObject({ left: { messageKey: "onboarding.token_error" } });
  });

  it("ONB-02: adopts by the network address; off the operator's network it cannot", async () => {
    const visiting = visitor(api());
    expect(await visiting.run(adoptService({ method: "network_address" }))).toMatchObject({
      _tag: "Adopted",
      productUUID: newService(api()).productUUID,
    });
    // The simulated network address every request comes from: no call moves it.
    changeWorld(api(), (world) => {
      world.onboarding.networkAddressProduct = null;
    });
    expect(await visiting.attempt(adoptService({ method: "network_address" }))).toMatchObject({
      left: { messageKey: "onboarding.cant_adopt_by_ip" },
    });
  });

  it("ONB-02: adopts by SMS in two steps: a code is texted, a wrong one is refused, the right one adopts", async () => {
    const visiting = visitor(api());
    const service = newService(api());
    const sms = (smsCode?: string) =>
      adoptService({
        method: "sms",
        mobileNumber: service.mobileNumber,
        ...(smsCode === undefined ? {} : { smsCode }),
      });
    expect(await visiting.run(sms())).toEqual({ _tag: "CodeSent" });
    const code = textedCode(service.productUUID);
    expect(await visiting.attempt(sms(wrongCode(code)))).toMatchObject({
      left: { messageKey: "onboarding.verification_code_incorrect" },
    });
    expect(await visiting.run(sms(code))).toMatchObject({
      _tag: "Adopted",
      customerUUID: service.customerUUID,
      productUUID: service.productUUID,
    });
  });

  it("ONB-02: adopts by SIM SMS; a SIM ID the operator does not know is not found", async () => {
    const visiting = visitor(api());
    const service = newService(api());
    expect(await visiting.run(adoptService({ method: "sim_sms", simId: service.simId }))).toEqual({
      _tag: "CodeSent",
    });
    const smsCode = textedCode(service.productUUID);
    expect(
      await visiting.run(adoptService({ method: "sim_sms", simId: service.simId, smsCode })),
    ).toMatchObject({
      _tag: "Adopted",
      productUUID: service.productUUID,
    });
    expect(
      await visiting.attempt(adoptService({ method: "sim_sms", simId: "8964000000000000099" })),
    ).toMatchObject({ left: { messageKey: "onboarding.number_or_sim_not_found" } });
  });

  it("ONB-02: refuses to adopt a service that is already active (prepay@'s)", async () => {
    const visiting = visitor(api());
    expect(
      await visiting.attempt(adoptService({ method: "token", token: DemoAdoptionTokens.active })),
    ).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
    const prepay = demoService(api(), "prepay@waea.test");
    expect(await visiting.attempt(adoptService({ method: "sim_sms", simId: prepay.simId }))).toMatchObject({
      left: { messageKey: "onboarding.service_already_active" },
    });
  });

  it("ONB-02: an existing customer adopts a SIM into their own account with their credentials", async () => {
    const visiting = visitor(api());
    const service = newService(api());
    const payg = await signedIn(api(), "payg@waea.test");
    const command = {
      method: "existing_customer",
      provider: "LOCAL",
      authId: "payg@waea.test",
      authCode: DEMO_PASSWORD,
    } as const;
    expect(await visiting.attempt(adoptService({ ...command, mobileNumber: "0219999999" }))).toMatchObject({
      left: { messageKey: "onboarding.no_service" },
    });
    expect(await visiting.attempt(adoptService({ ...command, authCode: "Wrong-Pass-2026" }))).toMatchObject({
      left: {
        messageKey: "errors.server_message",
        cause: { message: "The email address or password is invalid" },
      },
    });
    expect(await visiting.run(adoptService({ ...command, simId: service.simId }))).toMatchObject({
      _tag: "Adopted",
      customerUUID: payg.customer,
      productUUID: service.productUUID,
    });
  });
});
