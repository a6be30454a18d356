import * as Schema from "effect/Schema";
import {
  NEEDS_INCOMING_PATHS,
  NEEDS_OUTGOING_PATHS,
  SimSettingPaths,
  readSetting,
  simSettingLabelKey,
  writeSetting,
  type SimSettingPath,
  type SimSettings,
} from "./sim-settings";

/** Why a switch was forced: the barring that turned it off, or the switch that needs calls allowed. */
export const ForcedChangeReason = Schema.Literal(
  "incoming_calls_disabled",
  "outgoing_calls_disabled",
  "calls_needed",
);
export type ForcedChangeReason = typeof ForcedChangeReason.Type;

/** One switch the user did not set this way, shown for confirmation before the save (spec 02 §5). */
export const ForcedChange = Schema.Struct({
  path: Schema.Literal(...SimSettingPaths),
  wanted: Schema.Boolean,
  forced: Schema.Boolean,
  reason: ForcedChangeReason,
  /** The message to show, with {{setting}} filled in from settingLabelKey. */
  messageKey: Schema.String,
  settingLabelKey: Schema.String,
});
export type ForcedChange = typeof ForcedChange.Type;

export interface Violation {
  readonly barring: "Barring.AllowIncomingCalls" | "Barring.AllowOutgoingCalls";
  readonly dependent: SimSettingPath;
}

const RULES = [
  { barring: "Barring.AllowIncomingCalls", dependents: NEEDS_INCOMING_PATHS },
  { barring: "Barring.AllowOutgoingCalls", dependents: NEEDS_OUTGOING_PATHS },
] as const;

/** Every dependency the settings break: a dependent switch on while the calls it needs are barred. */
export const simSettingsViolations = (settings: SimSettings): ReadonlyArray<Violation> =>
  RULES.flatMap(({ barring, dependents }) =>
    readSetting(settings, barring)
      ? []
      : dependents.filter((path) => readSetting(settings, path)).map((dependent) => ({ barring, dependent })),
  );

type Rule = (typeof RULES)[number];
type Decision = "none" | "force_off" | "allow_calls";

const decide = (current: SimSettings, settings: SimSettings, { barring, dependents }: Rule): Decision => {
  if (readSetting(settings, barring)) return "none";
  const violating = dependents.filter((path) => readSetting(settings, path));
  if (violating.length === 0) return "none";
  const userJustBarred = readSetting(current, barring);
  const dependentSwitchedOn = violating.some((path) => !readSetting(current, path));
  return userJustBarred || !dependentSwitchedOn ? "force_off" : "allow_calls";
};

const apply = (settings: SimSettings, { barring, dependents }: Rule, decision: Decision): SimSettings => {
  if (decision === "allow_calls") return writeSetting(settings, barring, true);
  if (decision === "none") return settings;
  return dependents.reduce((acc, path) => writeSetting(acc, path, false), settings);
};

/**
 * Resolves the dependencies of spec 02 §5 in the direction of what the user just did:
 * - a barring the user just switched off wins: every switch that needs those calls is forced off;
 * - a dependent switch the user just switched on (while not also barring in the same edit) wins: the calls it needs
 *   are allowed again ("enabling forwarding needs calls allowed"). The spec names forwarding; call waiting and call
 *   hold are treated the same way because switching them on is just as clearly a wish to receive calls;
 * - a conflict the user did not touch (an inconsistent reply from the network) is resolved towards the barring, the
 *   safer reading for a customer who barred calls.
 * Switching off comes first, so calls are never allowed again for a switch another barring turns off. Allowing calls
 * or switching dependents off never creates a new conflict, so the second pass leaves no violation, and settings
 * without violations are returned unchanged.
 */
export const resolveSimSettings = (current: SimSettings, wanted: SimSettings): SimSettings => {
  const offFirst = RULES.reduce((settings, rule) => {
    const decision = decide(current, settings, rule);
    return decision === "force_off" ? apply(settings, rule, decision) : settings;
  }, wanted);
  return RULES.reduce((settings, rule) => apply(settings, rule, decide(current, settings, rule)), offFirst);
};

const reasonFor = (path: SimSettingPath, resolved: SimSettings): ForcedChangeReason => {
  if (path === "Barring.AllowIncomingCalls" || path === "Barring.AllowOutgoingCalls") return "calls_needed";
  return readSetting(resolved, "Barring.AllowIncomingCalls")
    ? "outgoing_calls_disabled"
    : "incoming_calls_disabled";
};

const MESSAGE_KEYS: Readonly<Record<ForcedChangeReason, string>> = {
  incoming_calls_disabled: "sim.forced_off_incoming_disabled",
  outgoing_calls_disabled: "sim.forced_off_outgoing_disabled",
  calls_needed: "sim.forced_on_calls_needed",
};

/** The forced changes are exactly the switches where the resolved settings differ from the wanted ones. */
export const forcedChanges = (wanted: SimSettings, resolved: SimSettings): ReadonlyArray<ForcedChange> =>
  SimSettingPaths.filter((path) => readSetting(wanted, path) !== readSetting(resolved, path)).map((path) => {
    const reason = reasonFor(path, resolved);
    return {
      path,
      wanted: readSetting(wanted, path),
      forced: readSetting(resolved, path),
      reason,
      messageKey: MESSAGE_KEYS[reason],
      settingLabelKey: simSettingLabelKey(path),
    };
  });

/** The title of the confirmation that lists the forced changes. */
export const CONFIRM_FORCED_CHANGES = "sim.confirm_forced_changes";

/** Applying the forced changes the user accepted to what they wanted. */
export const applyForcedChanges = (wanted: SimSettings, forced: ReadonlyArray<ForcedChange>): SimSettings =>
  forced.reduce((acc, change) => writeSetting(acc, change.path, change.forced), wanted);

export interface SimSettingsCheck {
  /** What would be saved once the user accepts the forced changes. */
  readonly resolved: SimSettings;
  /** The changes to show for confirmation; empty when the wanted settings are consistent. */
  readonly forced: ReadonlyArray<ForcedChange>;
  /** The save is rejected until there is nothing left to force, i.e. the user accepted the forced changes. */
  readonly saveAllowed: boolean;
  /** Nothing differs from the current settings: the save button has nothing to do. */
  readonly unchanged: boolean;
}

export const checkSimSettings = (current: SimSettings, wanted: SimSettings): SimSettingsCheck => {
  const resolved = resolveSimSettings(current, wanted);
  const forced = forcedChanges(wanted, resolved);
  return {
    resolved,
    forced,
    saveAllowed: forced.length === 0,
    unchanged: SimSettingPaths.every((path) => readSetting(current, path) === readSetting(wanted, path)),
  };
};
