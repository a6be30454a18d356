import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { ApiFailure } from "../../ports";
import { SimApi } from "../sim-api";
import { makeMemorySimApi, type MemorySimApi } from "../sim-api-memory";
import { DEFAULT_SIM_SETTINGS, writeSetting } from "../sim-settings";
import { changePhoneNumber, searchPhoneNumbers } from "./change-phone-number";
import { runSimAction } from "./run-sim-action";
import { saveSimSettings } from "./save-sim-settings";
import { sendSimAuthCode } from "./send-auth-code";
import { setDailyRoaming } from "./set-daily-roaming";
import { simCallFailed } from "./sim-errors";

const world = (): MemorySimApi =>
  makeMemorySimApi({
    services: [{ customerUUID: "c1", productUUID: "p1" }],
    freeNumbers: Array.from({ length: 20 }, (_, i) => `64220${String(i).padStart(5, "0")}`),
  });
const run = <A, E>(api: MemorySimApi, effect: Effect.Effect<A, E, SimApi>) =>
  Effect.runSync(Effect.either(Effect.provideService(effect, SimApi, api)));
const password = { method: "password", password: "Correct-Horse-1" } as const;
const service = { settings: productionSettings, customerUUID: "c1", productUUID: "p1" };

describe("saveSimSettings", () => {
  const barIncoming = writeSetting(
    writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFUActive", true),
    "Barring.AllowIncomingCalls",
    false,
  );
  it("refuses until the forced changes are confirmed, then saves the resolved settings", () => {
    const api = world();
    const input = { customerUUID: "c1", mobileUUID: "p1", wanted: barIncoming, confirmed: false };
    const refused = run(api, saveSimSettings(input));
    expect(refused).toMatchObject({ left: { _tag: "SimSettingsNeedConfirmation" } });
    expect(api.calls).toEqual(["getSettings"]);
    const saved = run(api, saveSimSettings({ ...input, confirmed: true }));
    expect(saved).toMatchObject({
      right: {
        Barring: { AllowIncomingCalls: false },
        CallForwarding: { CFUActive: false },
        CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
      },
    });
    expect(api.calls).toEqual(["getSettings", "getSettings", "putSettings"]);
  });
  it("saves consistent settings without asking, and sends nothing when unchanged", () => {
    const api = world();
    const wanted = writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFBActive", true);
    const base = { customerUUID: "c1", mobileUUID: "p1", current: DEFAULT_SIM_SETTINGS, confirmed: false };
    expect(run(api, saveSimSettings({ ...base, wanted }))).toEqual(Either.right(wanted));
    expect(run(api, saveSimSettings({ ...base, current: wanted, wanted }))).toEqual(Either.right(wanted));
    expect(api.calls).toEqual(["putSettings"]);
  });
  it("turns call failures into the SIM call error", () => {
    const api = world();
    const out = run(
      api,
      saveSimSettings({
        customerUUID: "c9",
        mobileUUID: "p1",
        wanted: DEFAULT_SIM_SETTINGS,
        confirmed: true,
      }),
    );
    expect(out).toMatchObject({ left: { _tag: "SimCallFailed", messageKey: "sim.call_error" } });
  });
});

describe("runSimAction", () => {
  const base = { ...service, productType: "mobile", credential: password } as const;
  it("disables and enables with the password", () => {
    const api = world();
    expect(run(api, runSimAction({ ...base, command: { action: "disable" } }))).toMatchObject({
      right: { Enabled: false },
    });
    expect(run(api, runSimAction({ ...base, command: { action: "enable" } }))).toMatchObject({
      right: { Enabled: true },
    });
  });
  it("swaps with an e-mailed code", () => {
    const api = world();
    expect(run(api, sendSimAuthCode({ customerUUID: "c1", productUUID: "p1" }))).toMatchObject({
      right: { Sent: true },
    });
    const out = run(
      api,
      runSimAction({
        ...base,
        credential: { method: "email_code", code: "246810" },
        command: { action: "swap", simId: "8964 2222 3333 4444 555" },
      }),
    );
    expect(out).toMatchObject({ right: { SIMID: "8964222233334444555" } });
  });
  it("refuses before calling: gate, credential, SIM ID", () => {
    const api = world();
    const noSwap = withSettings(productionSettings, { flags: { simSwap: false } });
    const swap = { action: "swap", simId: "8964222233334444555" } as const;
    expect(run(api, runSimAction({ ...base, settings: noSwap, command: swap }))).toMatchObject({
      left: { _tag: "SimActionRefused", messageKey: "sim.action_not_allowed" },
    });
    expect(
      run(api, runSimAction({ ...base, credential: { method: "password", password: "" }, command: swap })),
    ).toMatchObject({ left: { messageKey: "sim.reauth_password_required" } });
    expect(run(api, runSimAction({ ...base, command: { action: "swap", simId: "12" } }))).toMatchObject({
      left: { messageKey: "sim.sim_id_invalid" },
    });
    expect(api.calls).toEqual([]);
  });
  it("a failed swap shows the swap error, a wrong password says so", () => {
    const api = world();
    expect(
      run(api, runSimAction({ ...base, command: { action: "swap", simId: "8964000000000000000" } })),
    ).toMatchObject({ left: { _tag: "SimCallFailed", messageKey: "sim.swap_error" } });
    expect(
      run(
        api,
        runSimAction({
          ...base,
          credential: { method: "password", password: "x" },
          command: { action: "disable" },
        }),
      ),
    ).toMatchObject({ left: { messageKey: "sim.reauth_failed" } });
  });
});

describe("phone number change", () => {
  it("searches pages of 15 and says when there are no more", () => {
    const api = world();
    expect(run(api, searchPhoneNumbers({ ...service, page: 1 }))).toMatchObject({
      right: { page: 1, hasMore: true },
    });
    expect(run(api, searchPhoneNumbers({ ...service, page: 2 }))).toMatchObject({
      right: {
        numbers: ["6422000015", "6422000016", "6422000017", "6422000018", "6422000019"],
        hasMore: false,
      },
    });
    expect(run(api, searchPhoneNumbers({ ...service, page: 3 }))).toMatchObject({
      left: { messageKey: "sim.no_new_phone_numbers" },
    });
  });
  it("changes to a chosen number", () => {
    const api = world();
    const input = { ...service, credential: password };
    expect(run(api, changePhoneNumber({ ...input, chosen: undefined }))).toMatchObject({
      left: { messageKey: "sim.phone_number_required" },
    });
    expect(
      run(
        api,
        changePhoneNumber({
          ...input,
          credential: { method: "email_code", code: "x" },
          chosen: "6422000003",
        }),
      ),
    ).toMatchObject({ left: { messageKey: "sim.reauth_code_invalid" } });
    expect(run(api, changePhoneNumber({ ...input, chosen: "6422000003" }))).toEqual(
      Either.right("6422000003"),
    );
    expect(run(api, changePhoneNumber({ ...input, chosen: "6422000003" }))).toMatchObject({
      left: { messageKey: "sim.call_error" },
    });
  });
  it("is refused when the build hides it", () => {
    const off = withSettings(productionSettings, { flags: { phoneNumberChange: false } });
    expect(run(world(), searchPhoneNumbers({ ...service, settings: off, page: 1 }))).toMatchObject({
      left: { messageKey: "sim.action_not_allowed" },
    });
  });
  it("a failed search is a SIM call error", () => {
    expect(run(world(), searchPhoneNumbers({ ...service, page: 0 }))).toMatchObject({
      left: { _tag: "SimCallFailed", messageKey: "sim.call_error" },
    });
  });
});

describe("daily roaming and errors", () => {
  it("sets auto-activation where roaming is offered", () => {
    const input = { settings: productionSettings, customerUUID: "c1", mobileUUID: "p1", autoActive: true };
    expect(run(world(), setDailyRoaming(input))).toEqual(Either.right({ AutoActive: true }));
    expect(
      run(
        world(),
        setDailyRoaming({
          ...input,
          settings: withSettings(productionSettings, { supplementaryFeatures: [] }),
        }),
      ),
    ).toMatchObject({ left: { messageKey: "sim.action_not_allowed" } });
    expect(run(world(), setDailyRoaming({ ...input, customerUUID: "zz" }))).toMatchObject({
      left: { messageKey: "sim.call_error" },
    });
  });
  it("a 401 without error number 1002 is a plain SIM call error", () => {
    const cause = new ApiFailure({ call: "x", status: 401, message: "no" });
    expect(simCallFailed("disable")(cause).messageKey).toBe("sim.call_error");
  });
  it("a failed auth code request is a SIM call error", () => {
    expect(run(world(), sendSimAuthCode({ customerUUID: "c1", productUUID: "zz" }))).toMatchObject({
      left: { action: "auth_code" },
    });
  });
});
