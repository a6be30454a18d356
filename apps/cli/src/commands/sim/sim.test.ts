import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DEFAULT_SIM_SETTINGS } from "@waea/domain/sim";
import { ExitCodes } from "../../exit-codes";
import { Products } from "../../testing/memory-world";
import { Accounts } from "../../testing/memory-world";
import { cli, context, fakePrompter, memoryOperator, parse, parseGroup, runOn } from "../../testing/harness";
import { simGroup } from "./group";
import { run as show, simSettingsCommand } from "./settings";
import { run as set, settingPath, simSettingsSetCommand } from "./settings-set";

const settingsOf = (operator: ReturnType<typeof memoryOperator>) =>
  Effect.runSync(
    operator.world.sim.getSettings({ CustomerUUID: Accounts.healthy, MobileUUID: Products.healthy }),
  );

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

describe("sim settings: run", () => {
  it("shows the service's settings", async () => {
    expect(Either.getOrThrow(await runOn(memoryOperator(), show, { product: undefined })).data).toEqual({
      product: Products.healthy,
      settings: DEFAULT_SIM_SETTINGS,
    });
  });
});

describe("sim settings set: run", () => {
  it("shows the domain's forced changes, then saves the resolved settings", async () => {
    const operator = memoryOperator();
    const result = Either.getOrThrow(
      await runOn(operator, set, {
        assignments: [{ key: "AllowIncomingCalls", value: false }],
        product: undefined,
        yes: true,
      }),
    );
    expect(result.data.forced.map((f) => [f.path, f.forced, f.reason])).toEqual([
      ["CallRestriction.CallWaitingEnabled", false, "incoming_calls_disabled"],
      ["CallRestriction.AllowCallHold", false, "incoming_calls_disabled"],
    ]);
    expect(settingsOf(operator).Barring.AllowIncomingCalls).toBe(false);
    expect(settingsOf(operator).CallRestriction.CallWaitingEnabled).toBe(false);
  });

  it("asks on a terminal with the forced changes in the question; a no saves nothing", async () => {
    const operator = memoryOperator();
    const prompter = fakePrompter([false]);
    const result = await runOn(
      operator,
      set,
      { assignments: [{ key: "AllowIncomingCalls", value: false }], product: undefined, yes: false },
      context({ interactive: true, prompter }),
    );
    expect(prompter.asked[0]).toContain(
      "Call waiting will be turned off because incoming calls are disabled.",
    );
    expect(prompter.asked[0]).toContain(`Save the SIM settings of ${Products.healthy}?`);
    expect(Either.isLeft(result)).toBe(true);
    expect(settingsOf(operator)).toEqual(DEFAULT_SIM_SETTINGS);
  });

  it("off a terminal without --yes: exit 2 naming --yes, nothing saved", async () => {
    const operator = memoryOperator();
    const run = await cli(operator, ["sim", "settings", "set", "CFUActive=on"]);
    expect(run.code).toBe(ExitCodes.usage);
    expect(run.stderr).toContain("--yes");
    expect(settingsOf(operator)).toEqual(DEFAULT_SIM_SETTINGS);
  });

  it("an unknown setting is a usage error listing the names, nothing saved", async () => {
    const operator = memoryOperator();
    const result = await runOn(operator, set, {
      assignments: [{ key: "Roaming", value: true }],
      product: undefined,
      yes: true,
    });
    expect(Either.flip(result).pipe(Either.getOrThrow)).toMatchObject({
      kind: "usage",
      message: { key: "cli.sim.set.unknown_setting" },
    });
    expect(settingsOf(operator)).toEqual(DEFAULT_SIM_SETTINGS);
  });

  it("sends nothing when the settings are already so", async () => {
    const operator = memoryOperator();
    const result = Either.getOrThrow(
      await runOn(operator, set, {
        assignments: [{ key: "CallWaitingEnabled", value: true }],
        product: undefined,
        yes: false,
      }),
    );
    expect(result.data.changed).toBe(false);
    expect(operator.world.sim.calls).not.toContain("putSettings");
  });
});
