import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import { runSimAction, sendSimAuthCode } from "@waea/domain/sim";
import { DEMO_PASSWORD, signedIn, useFakeApi } from "../support/fake-api";
import { firstMobileService } from "./mobile-service";
import { requestLog } from "./request-log";

const api = useFakeApi();

const EMAIL = "prepay@waea.test";
const password = { method: "password", password: DEMO_PASSWORD } as const;
const NEW_SIM = "8964 0212 3456 7890 123";

/** prepay@waea.test's mobile service as runSimAction takes it, the requests noted from here on. */
const prepay = async () => {
  const log = requestLog(api());
  const customer = await signedIn(log.api, EMAIL);
  const productUUID = await firstMobileService(customer);
  log.clear();
  const base = {
    settings: productionSettings,
    customerUUID: customer.customer,
    productUUID,
    productType: "mobile",
    credential: password,
  } as const;
  return { customer, log, base };
};

describe("runSimAction: enable, disable and swap (SIM-02, SIM-03)", () => {
  it("SIM-02: disables and enables the SIM with the account password", async () => {
    const { customer, base } = await prepay();
    expect(await customer.run(runSimAction({ ...base, command: { action: "disable" } }))).toMatchObject({
      Enabled: false,
    });
    expect(await customer.run(runSimAction({ ...base, command: { action: "enable" } }))).toMatchObject({
      Enabled: true,
    });
  });

  it("SIM-03: swaps to a new SIM with the code the operator e-mailed", async () => {
    const { customer, base } = await prepay();
    const ref = { customerUUID: base.customerUUID, productUUID: base.productUUID };
    expect(await customer.run(sendSimAuthCode(ref))).toMatchObject({ Sent: true });
    const code = api().codes(EMAIL).oneTimeCode ?? "";
    const swapped = await customer.run(
      runSimAction({
        ...base,
        credential: { method: "email_code", code },
        command: { action: "swap", simId: NEW_SIM },
      }),
    );
    expect(swapped).toMatchObject({ SIMID: "8964021234567890123", Enabled: true });
  });

  it("SIM-08: refuses before any call: the build's gate, an empty password, a SIM ID of the wrong form", async () => {
    const { customer, base, log } = await prepay();
    const swap = { action: "swap", simId: NEW_SIM } as const;
    const noSwap = withSettings(productionSettings, { flags: { simSwap: false } });
    expect(await customer.attempt(runSimAction({ ...base, settings: noSwap, command: swap }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.action_not_allowed" },
    });
    const noPassword = { method: "password", password: "" } as const;
    expect(
      await customer.attempt(runSimAction({ ...base, credential: noPassword, command: swap })),
    ).toMatchObject({ left: { messageKey: "sim.reauth_password_required" } });
    expect(
      await customer.attempt(runSimAction({ ...base, command: { action: "swap", simId: "12" } })),
    ).toMatchObject({ left: { messageKey: "sim.sim_id_invalid" } });
    expect(log.requests()).toEqual([]);
  });

  it("SIM-03: a refused swap shows the swap error; a wrong password says so and keeps the session", async () => {
    const { customer, base } = await prepay();
    const postpay = await signedIn(api(), "postpay@waea.test");
    const taken = await firstMobileService(postpay);
    const card = api().store.world.core.products[taken]?.SIMID ?? "";
    expect(
      await customer.attempt(runSimAction({ ...base, command: { action: "swap", simId: card } })),
    ).toMatchObject({
      left: { _tag: "SimCallFailed", messageKey: "sim.swap_error", cause: { status: 409 } },
    });
    const wrong = { method: "password", password: "not-the-password" } as const;
    expect(
      await customer.attempt(runSimAction({ ...base, credential: wrong, command: { action: "disable" } })),
    ).toMatchObject({
      left: {
        _tag: "SimCallFailed",
        messageKey: "sim.reauth_failed",
        cause: { status: 401, errorNumber: 1002 },
      },
    });
    expect(await customer.run(runSimAction({ ...base, command: { action: "disable" } }))).toMatchObject({
      Enabled: false,
    });
  });

  it("a code asked for another service is refused as the SIM call error of the code", async () => {
    const { customer, base } = await prepay();
    expect(
      await customer.attempt(
        sendSimAuthCode({ customerUUID: base.customerUUID, productUUID: "no-such-service" }),
      ),
    ).toMatchObject({ left: { _tag: "SimCallFailed", action: "auth_code", messageKey: "sim.call_error" } });
  });
});
