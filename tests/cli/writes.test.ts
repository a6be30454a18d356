import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DemoAccounts, OPS } from "./accounts";
import {
  DEMO_PASSWORD,
  ExitCodes,
  digest,
  json,
  login,
  resetCliWorld,
  startCliWorld,
  stopCliWorld,
  waea,
  type CliWorld,
  type RunOptions,
} from "./harness";

const VOUCHER = { code: "6700000000012", cents: 2000 };

let world: CliWorld;
beforeAll(async () => {
  world = await startCliWorld();
});
afterAll(() => stopCliWorld(world));
beforeEach(async () => {
  await resetCliWorld(world);
  await login(world, OPS, DEMO_PASSWORD);
});

const prepay = (...args: ReadonlyArray<string>) => ["--account", DemoAccounts.prepay, ...args];

/** Runs a command that must change nothing: the world's digest is the same after it. */
const unchanged = async (args: ReadonlyArray<string>, options?: RunOptions) => {
  const before = await digest(world);
  const run = await waea(world, args, options);
  expect(await digest(world), args.join(" ")).toEqual(before);
  return run;
};

const answering = (answer: boolean) => {
  const asked: string[] = [];
  return {
    asked,
    prompter: {
      input: async () => "",
      password: async () => "",
      confirm: async (message: string) => (asked.push(message), answer),
    },
  };
};

describe("writes change the world only after --yes or a yes", () => {
  it("voucher redeem: refused without --yes (exit 2), then redeemed once", async () => {
    const balance = async () => json(await waea(world, prepay("--json", "balance"))).balanceCents as number;
    const start = await balance();
    const check = await unchanged(prepay("--json", "voucher", "check", VOUCHER.code));
    expect(json(check)).toMatchObject({ valid: true, creditCents: VOUCHER.cents });
    const refused = await unchanged(prepay("voucher", "redeem", VOUCHER.code));
    expect(refused.code).toBe(ExitCodes.usage);
    expect(refused.stderr).toContain("add --yes");
    const declined = answering(false);
    const no = await unchanged(prepay("voucher", "redeem", VOUCHER.code), { terminal: true, ...declined });
    expect(no.code).toBe(ExitCodes.failure);
    expect(declined.asked).toHaveLength(1);
    const done = await waea(world, prepay("--json", "voucher", "redeem", VOUCHER.code, "--yes"));
    expect(json(done)).toMatchObject({ code: VOUCHER.code, creditCents: VOUCHER.cents });
    expect(await balance()).toBe(start + VOUCHER.cents);
    const again = await unchanged(prepay("voucher", "redeem", VOUCHER.code, "--yes"));
    expect(again.code).toBe(ExitCodes.failure);
  });

  it("a voucher that is not 13 digits is refused before anything is sent (exit 2)", async () => {
    for (const code of ["12345", "67000000000121", "67000000000ab"]) {
      const run = await unchanged(prepay("voucher", "redeem", code, "--yes"));
      expect(run.code, code).toBe(ExitCodes.usage);
      expect(run.stderr).toContain("Please enter a valid voucher code");
    }
  });

  it("sim settings set: shows the domain's forced changes, saves them with the rest", async () => {
    const refused = await unchanged(prepay("sim", "settings", "set", "AllowIncomingCalls=off"));
    expect(refused.code).toBe(ExitCodes.usage);
    const accepted = answering(true);
    const run = await waea(world, prepay("sim", "settings", "set", "AllowIncomingCalls=off"), {
      terminal: true,
      ...accepted,
    });
    expect(run.code).toBe(ExitCodes.ok);
    expect(accepted.asked[0]).toContain(
      "Call waiting will be turned off because incoming calls are disabled.",
    );
    const after = json(await waea(world, prepay("--json", "sim", "settings")));
    expect(after.settings).toMatchObject({
      Barring: { AllowIncomingCalls: false },
      CallRestriction: { CallWaitingEnabled: false, AllowCallHold: false },
    });
    const same = await unchanged(prepay("sim", "settings", "set", "AllowIncomingCalls=off", "--yes"));
    expect(same.stderr).toContain("nothing was changed");
  });

  it("sim settings set: an unknown setting or value is exit 2, naming it", async () => {
    const name = await unchanged(prepay("sim", "settings", "set", "Teleport=on", "--yes"));
    expect(name.code).toBe(ExitCodes.usage);
    expect(name.stderr).toContain("Teleport");
    const value = await unchanged(prepay("sim", "settings", "set", "CFUActive=maybe", "--yes"));
    expect(value.code).toBe(ExitCodes.usage);
    expect(value.stderr).toContain("maybe is not on or off");
  });

  it("addons auto-renew: switches a renewable add-on after --yes", async () => {
    const addons = json(await waea(world, prepay("--json", "addons"))).addons as Array<{
      UUID: string;
      AutoRenew?: boolean;
      autoRenewAllowed: boolean;
      IsBasePlan?: boolean;
    }>;
    const data = addons.find((a) => a.IsBasePlan !== true && a.autoRenewAllowed);
    expect(data).toBeDefined();
    const uuid = data?.UUID ?? "";
    const wanted = data?.AutoRenew === true ? "off" : "on";
    expect((await unchanged(prepay("addons", "auto-renew", uuid, wanted))).code).toBe(ExitCodes.usage);
    const run = await waea(world, prepay("--json", "addons", "auto-renew", uuid, wanted, "--yes"));
    expect(json(run)).toMatchObject({ addon: uuid, autoRenew: wanted === "on" });
    const now = json(await waea(world, prepay("--json", "addons"))).addons as Array<{
      UUID: string;
      AutoRenew?: boolean;
    }>;
    expect(now.find((a) => a.UUID === uuid)?.AutoRenew).toBe(wanted === "on");
  });

  it("bad input changes nothing: a malformed UUID, an unknown flag or command, an unknown product", async () => {
    const malformed = await unchanged(["accounts", "use", "12345"]);
    expect(malformed.code).toBe(ExitCodes.usage);
    const flag = await unchanged(prepay("voucher", "redeem", VOUCHER.code, "--yes", "--force"));
    expect(flag.code).toBe(ExitCodes.usage);
    expect(flag.stderr).toContain("unknown option '--force'");
    const command = await unchanged(["vouchers"]);
    expect(command.code).toBe(ExitCodes.usage);
    expect(command.stderr).toContain("unknown command 'vouchers'");
    const product = await unchanged(
      prepay("voucher", "redeem", VOUCHER.code, "--yes", "--product", "00000000-0000-4000-8000-000000000000"),
    );
    expect(product.code).toBe(ExitCodes.failure);
  });
});
