import { describe, expect, it } from "vitest";
import { checkSimSettings, resolveSimSettings, simSettingsViolations } from "./settings-dependencies";
import { DEFAULT_SIM_SETTINGS, settingEntries, writeSetting, type SimSettings } from "./sim-settings";

const forwarding = (on: boolean): SimSettings => ({
  ...DEFAULT_SIM_SETTINGS,
  CallForwarding: { CFUActive: on, CFBActive: on, CFNRYActive: on, CFNRCActive: on },
});

describe("SIM settings dependencies (spec 02 §5)", () => {
  it("disabling incoming calls forces forwarding, call waiting and call hold off", () => {
    const current = forwarding(true);
    const wanted = writeSetting(current, "Barring.AllowIncomingCalls", false);
    const check = checkSimSettings(current, wanted);
    expect(check.saveAllowed).toBe(false);
    expect(check.forced.map((f) => f.path)).toEqual([
      "CallForwarding.CFUActive",
      "CallForwarding.CFBActive",
      "CallForwarding.CFNRYActive",
      "CallForwarding.CFNRCActive",
      "CallRestriction.CallWaitingEnabled",
      "CallRestriction.AllowCallHold",
    ]);
    expect(check.forced.every((f) => f.wanted && !f.forced)).toBe(true);
    expect(check.forced[0]?.messageKey).toBe("sim.forced_off_incoming_disabled");
    expect(check.resolved.Barring.AllowIncomingCalls).toBe(false);
    expect(check.resolved.CallRestriction).toEqual({ CallWaitingEnabled: false, AllowCallHold: false });
  });

  it("disabling outgoing calls forces only forwarding off", () => {
    const current = writeSetting(forwarding(false), "CallForwarding.CFBActive", true);
    const wanted = writeSetting(current, "Barring.AllowOutgoingCalls", false);
    const check = checkSimSettings(current, wanted);
    expect(check.forced).toEqual([
      {
        path: "CallForwarding.CFBActive",
        wanted: true,
        forced: false,
        reason: "outgoing_calls_disabled",
        messageKey: "sim.forced_off_outgoing_disabled",
        settingLabelKey: "sim.setting_cfb_active",
      },
    ]);
    expect(check.resolved.CallRestriction).toEqual(DEFAULT_SIM_SETTINGS.CallRestriction);
  });

  it("enabling forwarding while calls are barred allows the calls again", () => {
    const barred = writeSetting(
      writeSetting(forwarding(false), "Barring.AllowIncomingCalls", false),
      "Barring.AllowOutgoingCalls",
      false,
    );
    const current = { ...barred, CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false } };
    const wanted = writeSetting(current, "CallForwarding.CFNRYActive", true);
    const check = checkSimSettings(current, wanted);
    expect(check.forced.map((f) => [f.path, f.forced, f.messageKey])).toEqual([
      ["Barring.AllowIncomingCalls", true, "sim.forced_on_calls_needed"],
      ["Barring.AllowOutgoingCalls", true, "sim.forced_on_calls_needed"],
    ]);
    expect(check.resolved.CallForwarding.CFNRYActive).toBe(true);
  });

  it("enabling call waiting while incoming is barred allows incoming calls", () => {
    const current: SimSettings = {
      ...DEFAULT_SIM_SETTINGS,
      CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
      Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true },
    };
    const wanted = writeSetting(current, "CallRestriction.CallWaitingEnabled", true);
    expect(resolveSimSettings(current, wanted).Barring.AllowIncomingCalls).toBe(true);
  });

  it("barring in the same edit as enabling forwarding keeps the barring", () => {
    const current = DEFAULT_SIM_SETTINGS;
    const wanted = writeSetting(
      writeSetting(current, "Barring.AllowIncomingCalls", false),
      "CallForwarding.CFUActive",
      true,
    );
    const resolved = resolveSimSettings(current, wanted);
    expect(resolved.Barring.AllowIncomingCalls).toBe(false);
    expect(resolved.CallForwarding.CFUActive).toBe(false);
  });

  it("does not allow calls again for forwarding that another barring turns off", () => {
    const current: SimSettings = {
      ...DEFAULT_SIM_SETTINGS,
      CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
      Barring: { AllowIncomingCalls: false, AllowOutgoingCalls: true },
    };
    const wanted = writeSetting(
      writeSetting(current, "CallForwarding.CFUActive", true),
      "Barring.AllowOutgoingCalls",
      false,
    );
    expect(checkSimSettings(current, wanted).forced).toEqual([
      expect.objectContaining({
        path: "CallForwarding.CFUActive",
        forced: false,
        reason: "incoming_calls_disabled",
      }),
    ]);
  });

  it("an inconsistent reply the user did not touch resolves towards the barring", () => {
    const current: SimSettings = {
      ...forwarding(true),
      Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: false },
    };
    const check = checkSimSettings(current, current);
    expect(check.unchanged).toBe(true);
    expect(check.saveAllowed).toBe(false);
    expect(check.resolved.CallForwarding.CFUActive).toBe(false);
    expect(check.resolved.Barring.AllowOutgoingCalls).toBe(false);
  });

  it("allows consistent changes straight away", () => {
    const wanted = writeSetting(DEFAULT_SIM_SETTINGS, "CallForwarding.CFUActive", true);
    const check = checkSimSettings(DEFAULT_SIM_SETTINGS, wanted);
    expect(check).toMatchObject({ saveAllowed: true, forced: [], unchanged: false, resolved: wanted });
    expect(simSettingsViolations(wanted)).toEqual([]);
  });

  it("names violations by barring and dependent", () => {
    const s = writeSetting(forwarding(true), "Barring.AllowOutgoingCalls", false);
    expect(simSettingsViolations(s)).toHaveLength(4);
    expect(simSettingsViolations(s)[0]).toEqual({
      barring: "Barring.AllowOutgoingCalls",
      dependent: "CallForwarding.CFUActive",
    });
  });

  it("lists the settings as flat entries", () => {
    expect(settingEntries(DEFAULT_SIM_SETTINGS)).toHaveLength(8);
    expect(settingEntries(DEFAULT_SIM_SETTINGS)[6]).toEqual(["Barring.AllowIncomingCalls", true]);
  });
});
