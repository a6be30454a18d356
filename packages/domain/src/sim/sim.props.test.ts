import fc from "fast-check";
import { describe, it } from "vitest";
import {
  applyForcedChanges,
  checkSimSettings,
  forcedChanges,
  resolveSimSettings,
  simSettingsViolations,
} from "./settings-dependencies";
import { SimSettingPaths, readSetting, type SimSettings } from "./sim-settings";
import { normaliseSimId, validateSimId } from "./sim-id";
import * as Either from "effect/Either";

const settings: fc.Arbitrary<SimSettings> = fc.record({
  CallForwarding: fc.record({
    CFUActive: fc.boolean(),
    CFBActive: fc.boolean(),
    CFNRYActive: fc.boolean(),
    CFNRCActive: fc.boolean(),
  }),
  CallRestriction: fc.record({ CallWaitingEnabled: fc.boolean(), AllowCallHold: fc.boolean() }),
  Barring: fc.record({ AllowIncomingCalls: fc.boolean(), AllowOutgoingCalls: fc.boolean() }),
});

const same = (a: SimSettings, b: SimSettings) =>
  SimSettingPaths.every((path) => readSetting(a, path) === readSetting(b, path));

describe("SIM settings dependency laws", () => {
  it("resolution is idempotent", () => {
    fc.assert(
      fc.property(settings, settings, (current, wanted) => {
        const once = resolveSimSettings(current, wanted);
        return same(resolveSimSettings(current, once), once);
      }),
    );
  });
  it("after resolution no dependency is violated", () => {
    fc.assert(
      fc.property(
        settings,
        settings,
        (current, wanted) => simSettingsViolations(resolveSimSettings(current, wanted)).length === 0,
      ),
    );
  });
  it("the forced changes are exactly the difference between the wanted and the resolved settings", () => {
    fc.assert(
      fc.property(settings, settings, (current, wanted) => {
        const resolved = resolveSimSettings(current, wanted);
        const forced = forcedChanges(wanted, resolved);
        const differing = SimSettingPaths.filter((p) => readSetting(wanted, p) !== readSetting(resolved, p));
        return (
          forced.map((f) => f.path).join() === differing.join() &&
          forced.every(
            (f) => f.wanted === readSetting(wanted, f.path) && f.forced === readSetting(resolved, f.path),
          ) &&
          same(applyForcedChanges(wanted, forced), resolved)
        );
      }),
    );
  });
  it("consistent wanted settings are saved as they are, and only inconsistent ones need confirmation", () => {
    fc.assert(
      fc.property(settings, settings, (current, wanted) => {
        const check = checkSimSettings(current, wanted);
        return check.saveAllowed === (simSettingsViolations(wanted).length === 0);
      }),
    );
  });
  it("accepting the forced changes makes the save allowed", () => {
    fc.assert(
      fc.property(settings, settings, (current, wanted) => {
        const check = checkSimSettings(current, wanted);
        return checkSimSettings(current, applyForcedChanges(wanted, check.forced)).saveAllowed;
      }),
    );
  });
});

describe("SIM ID laws", () => {
  it("normalising a SIM ID is idempotent and a valid SIM ID is its own normal form", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normaliseSimId(input);
        const valid = validateSimId(input);
        return normaliseSimId(once) === once && (Either.isLeft(valid) || valid.right === once);
      }),
    );
  });
});
