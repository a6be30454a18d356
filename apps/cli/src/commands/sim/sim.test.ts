import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DEFAULT_SIM_SETTINGS } from "@waea/domain/sim";
import { ExitCodes } from "../../exit-codes";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import {
  cli,
  context,
  fakePrompter,
  parse,
  parseGroup,
  runOn,
  signedIn,
  withFakeApi,
  type Operator,
} from "../../testing/harness";
import { recording } from "../../testing/transport";
import { simGroup } from "./group";
import { run as show, simSettingsCommand } from "./settings";
import { run as set, settingPath, simSettingsSetCommand } from "./settings-set";

const api = withFakeApi();
const prepay = (options = {}) => signedIn(api(), OPS, demoAccount("prepay"), options);
/** The SIM settings as the operator now has them (a fresh run: nothing cached). */
const settingsOf = async (on: Operator) =>
  Either.getOrThrow(await runOn(on, show, { product: undefined })).data.settings;
const incomingOff = { assignments: [{ key: "AllowIncomingCalls", value: false }], product: undefined };

describe("sim settings: parsing", () => {
  it("settings takes --product; set takes name=on|off pairs, --product and --yes", async () => {
    expect(await parse(simSettingsCommand, [])).toEqual({ product: undefined });
    expect(await parse(simSettingsSetCommand, ["AllowIncomingCalls=off", "CFUActive=on", "--yes"])).toEqual({
      assignments: [
        { key: "AllowIncomingCalls", value: false },
        { key: "CFUActive", value: true },
      ],
      product: undefined,
      yes: true,
    });
    for (const bad of ["AllowIncomingCalls", "=on", "AllowIncomingCalls=maybe"])
      await expect(parse(simSettingsSetCommand, [bad])).rejects.toMatchObject({
        code: "commander.invalidArgument",
      });
    await expect(parse(simSettingsSetCommand, [])).rejects.toMatchObject({
      code: "commander.missingArgument",
    });
  });
  it("set takes the --product of sim settings, wherever it is typed", async () => {
    expect(await parseGroup(simGroup, ["settings", "set", "CFUActive=on", "--product", "p-2"])).toEqual({
      assignments: [{ key: "CFUActive", value: true }],
      product: "p-2",
      yes: false,
    });
    expect(await parseGroup(simGroup, ["settings", "--product", "p-3"])).toEqual({ product: "p-3" });
  });
  it("names a setting by its path or its field, in any case", () => {
    expect(settingPath("barring.allowincomingcalls")).toBe("Barring.AllowIncomingCalls");
    expect(settingPath("CFUActive")).toBe("CallForwarding.CFUActive");
    expect(settingPath("Forwarding")).toBeUndefined();
  });
});

describe("sim settings: run (CLI-03, SIM-01)", () => {
  it("shows the service's settings", async () => {
    expect(Either.getOrThrow(await runOn(await prepay(), show, { product: undefined })).data).toEqual({
      product: demoProduct("prepay"),
      settings: DEFAULT_SIM_SETTINGS,
    });
  });
});

describe("sim settings set: run (SIM-01, CLI-04)", () => {
  it("shows the domain's forced changes, then saves the resolved settings", async () => {
    const on = await prepay();
    const result = Either.getOrThrow(await runOn(on, set, { ...incomingOff, yes: true }));
    expect(result.data.forced.map((f) => [f.path, f.forced, f.reason])).toEqual([
      ["CallRestriction.CallWaitingEnabled", false, "incoming_calls_disabled"],
      ["CallRestriction.AllowCallHold", false, "incoming_calls_disabled"],
    ]);
    expect(await settingsOf(on)).toMatchObject({
      Barring: { AllowIncomingCalls: false },
      CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
    });
  });

  it("asks on a terminal with the forced changes in the question; a no saves nothing, a yes saves", async () => {
    const on = await prepay();
    const no = fakePrompter([false]);
    const declined = await runOn(
      on,
      set,
      { ...incomingOff, yes: false },
      context({ interactive: true, prompter: no }),
    );
    expect(no.asked[0]).toContain("Call waiting will be turned off because incoming calls are disabled.");
    expect(no.asked[0]).toContain(`Save the SIM settings of ${demoProduct("prepay")}?`);
    expect(Either.isLeft(declined)).toBe(true);
    expect(await settingsOf(on)).toEqual(DEFAULT_SIM_SETTINGS);
    const yes = await cli(on, ["sim", "settings", "set", "AllowIncomingCalls=off"], {
      terminal: { stdin: true, stderr: true },
      prompter: fakePrompter([true]),
    });
    expect(yes.code).toBe(ExitCodes.ok);
    expect((await settingsOf(on)).Barring.AllowIncomingCalls).toBe(false);
  });

  it("off a terminal without --yes: exit 2 naming --yes, nothing saved", async () => {
    const on = await prepay();
    const run = await cli(on, ["sim", "settings", "set", "CFUActive=on"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("--yes");
    expect(await settingsOf(on)).toEqual(DEFAULT_SIM_SETTINGS);
  });

  it("an unknown setting or value is a usage error naming it, nothing saved", async () => {
    const on = await prepay();
    const result = await runOn(on, set, {
      assignments: [{ key: "Roaming", value: true }],
      product: undefined,
      yes: true,
    });
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.sim.set.unknown_setting" },
    });
    const name = await cli(on, ["sim", "settings", "set", "Teleport=on", "--yes"]);
    expect(name.code).toBe(ExitCodes.usage);
    expect(name.stderr).toContain("Teleport");
    const value = await cli(on, ["sim", "settings", "set", "CFUActive=maybe", "--yes"]);
    expect(value.code).toBe(ExitCodes.usage);
    expect(value.stderr).toContain("maybe is not on or off");
    expect(await settingsOf(on)).toEqual(DEFAULT_SIM_SETTINGS);
  });

  it("sends nothing when the settings are already so, and says so", async () => {
    const puts = recording("sim.putSettings");
    const on = await prepay({ fetch: puts.wrap });
    const result = Either.getOrThrow(
      await runOn(on, set, {
        assignments: [{ key: "CallWaitingEnabled", value: true }],
        product: undefined,
        yes: false,
      }),
    );
    expect(result.data.changed).toBe(false);
    const run = await cli(on, ["sim", "settings", "set", "CallWaitingEnabled=on", "--yes"]);
    expect(run.stderr).toContain("nothing was changed");
    expect(puts.count()).toBe(0);
    // The same request when something does change is sent once.
    await cli(on, ["sim", "settings", "set", "CallWaitingEnabled=off", "--yes"]);
    expect(puts.count()).toBe(1);
  });
});
