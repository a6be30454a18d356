import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import { DEFAULT_SIM_SETTINGS, saveSimSettings, setDailyRoaming, writeSetting } from "@waea/domain/sim";
import { SimApi } from "@waea/domain/sim/api";
import { signedIn, useFakeApi } from "../support/fake-api";
import { firstMobileService } from "./mobile-service";
import { requestLog } from "./request-log";

const api = useFakeApi();

/** prepay@waea.test and its mobile service, the requests it sends noted from here on. */
const prepay = async () => {
  const log = requestLog(api());
  const customer = await signedIn(log.api, "prepay@waea.test");
  const mobileUUID = await firstMobileService(customer);
  log.clear();
  return { customer, mobileUUID, log, ref: { customerUUID: customer.customer, mobileUUID } };
};

describe("saveSimSettings (SIM-01)", () => {
  const barIncoming = writeSetting(
    writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFUActive", true),
    "Barring.AllowIncomingCalls",
    false,
  );

  it("refuses until the forced changes are confirmed, then saves the resolved settings", async () => {
    const { customer, ref, log } = await prepay();
    const before = api().store.digest();
    const input = { ...ref, wanted: barIncoming, confirmed: false };
    expect(await customer.attempt(saveSimSettings(input))).toMatchObject({
      left: { _tag: "SimSettingsNeedConfirmation", forced: expect.arrayContaining([expect.anything()]) },
    });
    expect(log.requests()).toEqual(["GET /sim/v1/settings"]);
    expect(api().store.digest()).toBe(before);
    const resolved = {
      Barring: { AllowIncomingCalls: false },
      CallForwarding: { CFUActive: false },
      CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
    };
    expect(await customer.run(saveSimSettings({ ...input, confirmed: true }))).toMatchObject(resolved);
    const read = Effect.flatMap(SimApi, (sim) =>
      sim.getSettings({ CustomerUUID: ref.customerUUID, MobileUUID: ref.mobileUUID }),
    );
    expect(await customer.run(read)).toMatchObject(resolved);
  });

  it("saves consistent settings without asking, and sends nothing when nothing changed", async () => {
    const { customer, ref, log } = await prepay();
    const wanted = writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFBActive", true);
    const base = { ...ref, current: DEFAULT_SIM_SETTINGS, confirmed: false };
    expect(await customer.run(saveSimSettings({ ...base, wanted }))).toEqual(wanted);
    expect(await customer.run(saveSimSettings({ ...base, current: wanted, wanted }))).toEqual(wanted);
    expect(log.requests()).toEqual(["PUT /sim/v1/settings"]);
  });

  it("a refused call is the SIM call error: another customer's service", async () => {
    const { customer, mobileUUID } = await prepay();
    const postpay = await signedIn(api(), "postpay@waea.test");
    const input = { mobileUUID, wanted: DEFAULT_SIM_SETTINGS, confirmed: true };
    expect(
      await customer.attempt(saveSimSettings({ ...input, customerUUID: postpay.customer })),
    ).toMatchObject({
      left: { _tag: "SimCallFailed", messageKey: "sim.call_error", cause: { _tag: "Forbidden" } },
    });
  });
});

describe("setDailyRoaming (PLAN-08, SIM-08)", () => {
  it("switches auto-activation where roaming is offered, and keeps it", async () => {
    const { customer, ref } = await prepay();
    const input = { settings: productionSettings, ...ref, autoActive: true };
    expect(await customer.run(setDailyRoaming(input))).toEqual({ AutoActive: true });
    const read = Effect.flatMap(SimApi, (sim) =>
      sim.getDailyRoaming({ CustomerUUID: ref.customerUUID, MobileUUID: ref.mobileUUID }),
    );
    expect(await customer.run(read)).toEqual({ AutoActive: true });
  });

  it("is refused without a call where the build offers no roaming, and a refused call is the SIM call error", async () => {
    const { customer, ref, log } = await prepay();
    const input = { settings: productionSettings, ...ref, autoActive: true };
    const noRoaming = withSettings(productionSettings, { supplementaryFeatures: [] });
    expect(await customer.attempt(setDailyRoaming({ ...input, settings: noRoaming }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.action_not_allowed" },
    });
    expect(log.requests()).toEqual([]);
    expect(
      await customer.attempt(setDailyRoaming({ ...input, mobileUUID: "no-such-service" })),
    ).toMatchObject({
      left: { _tag: "SimCallFailed", action: "roaming", messageKey: "sim.call_error" },
    });
  });
});
