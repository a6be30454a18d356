import * as Schema from "effect/Schema";

/** Call forwarding: unconditional, busy, no reply and not reachable (spec 02 §3). */
export const CallForwarding = Schema.Struct({
  CFUActive: Schema.Boolean,
  CFBActive: Schema.Boolean,
  CFNRYActive: Schema.Boolean,
  CFNRCActive: Schema.Boolean,
});
export type CallForwarding = typeof CallForwarding.Type;

export const CallRestriction = Schema.Struct({
  CallWaitingEnabled: Schema.Boolean,
  AllowCallHold: Schema.Boolean,
});
export type CallRestriction = typeof CallRestriction.Type;

export const Barring = Schema.Struct({
  AllowIncomingCalls: Schema.Boolean,
  AllowOutgoingCalls: Schema.Boolean,
});
export type Barring = typeof Barring.Type;

/** The SIM settings of a mobile service, as GET and PUT /sim/v1/settings carry them. */
export const SimSettings = Schema.Struct({
  CallForwarding,
  CallRestriction,
  Barring,
});
export type SimSettings = typeof SimSettings.Type;

/** Daily roaming auto-activation (GET /sim/daily-roaming/auto-active, PLAN-08). */
export const DailyRoaming = Schema.Struct({ AutoActive: Schema.Boolean });
export type DailyRoaming = typeof DailyRoaming.Type;

/** Every switch of the settings, named by its group and field ("Barring.AllowIncomingCalls"). */
export const SimSettingPaths = [
  "CallForwarding.CFUActive",
  "CallForwarding.CFBActive",
  "CallForwarding.CFNRYActive",
  "CallForwarding.CFNRCActive",
  "CallRestriction.CallWaitingEnabled",
  "CallRestriction.AllowCallHold",
  "Barring.AllowIncomingCalls",
  "Barring.AllowOutgoingCalls",
] as const;
export type SimSettingPath = (typeof SimSettingPaths)[number];

export const FORWARDING_PATHS: ReadonlyArray<SimSettingPath> = [
  "CallForwarding.CFUActive",
  "CallForwarding.CFBActive",
  "CallForwarding.CFNRYActive",
  "CallForwarding.CFNRCActive",
];

/** Everything that only makes sense while incoming calls are allowed (spec 02 §5). */
export const NEEDS_INCOMING_PATHS: ReadonlyArray<SimSettingPath> = [
  ...FORWARDING_PATHS,
  "CallRestriction.CallWaitingEnabled",
  "CallRestriction.AllowCallHold",
];

/** Forwarding places an outgoing leg, so it also needs outgoing calls (spec 02 §5). */
export const NEEDS_OUTGOING_PATHS: ReadonlyArray<SimSettingPath> = FORWARDING_PATHS;

export const readSetting = (settings: SimSettings, path: SimSettingPath): boolean => {
  switch (path) {
    case "CallForwarding.CFUActive":
      return settings.CallForwarding.CFUActive;
    case "CallForwarding.CFBActive":
      return settings.CallForwarding.CFBActive;
    case "CallForwarding.CFNRYActive":
      return settings.CallForwarding.CFNRYActive;
    case "CallForwarding.CFNRCActive":
      return settings.CallForwarding.CFNRCActive;
    case "CallRestriction.CallWaitingEnabled":
      return settings.CallRestriction.CallWaitingEnabled;
    case "CallRestriction.AllowCallHold":
      return settings.CallRestriction.AllowCallHold;
    case "Barring.AllowIncomingCalls":
      return settings.Barring.AllowIncomingCalls;
    case "Barring.AllowOutgoingCalls":
      return settings.Barring.AllowOutgoingCalls;
  }
};

/** A copy of the settings with one switch changed. */
export const writeSetting = (settings: SimSettings, path: SimSettingPath, value: boolean): SimSettings => {
  const [group, field] = path.split(".") as [keyof SimSettings, string];
  return { ...settings, [group]: { ...settings[group], [field]: value } };
};

/** Settings as a flat list of (path, value), in the order of SimSettingPaths. */
export const settingEntries = (settings: SimSettings): ReadonlyArray<readonly [SimSettingPath, boolean]> =>
  SimSettingPaths.map((path) => [path, readSetting(settings, path)] as const);

/** A new SIM with nothing forwarded or barred: what the network provisions by default. */
export const DEFAULT_SIM_SETTINGS: SimSettings = {
  CallForwarding: { CFUActive: false, CFBActive: false, CFNRYActive: false, CFNRCActive: false },
  CallRestriction: { CallWaitingEnabled: true, AllowCallHold: true },
  Barring: { AllowIncomingCalls: true, AllowOutgoingCalls: true },
};

/** SIM settings and daily roaming are cached for 5 minutes (spec 02 §7). */
export const SIM_SETTINGS_CACHE_MS = 5 * 60 * 1000;

const LABEL_KEYS: Readonly<Record<SimSettingPath, string>> = {
  "CallForwarding.CFUActive": "sim.setting_cfu_active",
  "CallForwarding.CFBActive": "sim.setting_cfb_active",
  "CallForwarding.CFNRYActive": "sim.setting_cfnry_active",
  "CallForwarding.CFNRCActive": "sim.setting_cfnrc_active",
  "CallRestriction.CallWaitingEnabled": "sim.setting_call_waiting_enabled",
  "CallRestriction.AllowCallHold": "sim.setting_allow_call_hold",
  "Barring.AllowIncomingCalls": "sim.setting_allow_incoming_calls",
  "Barring.AllowOutgoingCalls": "sim.setting_allow_outgoing_calls",
};

/** The label of a switch, also the {{setting}} of the forced-change messages. */
export const simSettingLabelKey = (path: SimSettingPath): string => LABEL_KEYS[path];
