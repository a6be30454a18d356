import { describe, expect, it } from "vitest";
import { ExitCodes } from "../exit-codes";
import { OPS, demoAccount } from "../testing/demo";
import { cli, json, signedIn, withFakeApi } from "../testing/harness";

const api = withFakeApi();

/** Sets the window title, rings the bell and clears the screen, on a terminal that obeys it. */
const HOSTILE = "Aroha\u001b]0;pwned\u0007\u001b[2J";

/** A customer whose first name carries terminal escape sequences. */
const hostileName = () => {
  const world = api().store.world;
  const uuid = demoAccount("prepay");
  const customer = world.core.customers[uuid];
  if (customer === undefined) throw new Error("no prepay customer");
  // The personal-data call refuses such a name (the name rules); the operator's data may still hold one.
  world.core.customers[uuid] = { ...customer, FirstName: HOSTILE };
  api().store.changed();
};

describe("customer text on a terminal", () => {
  it("shows escape sequences in a customer's name as text, in tables and fields, coloured or not", async () => {
    hostileName();
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    for (const terminal of [{}, { stdout: true, stderr: true }]) {
      const run = await cli(on, ["accounts", "list"], { terminal });
      expect(run.code).toBe(ExitCodes.ok);
      expect(run.stdout).toContain("Aroha\\u001b]0;pwned\\u0007\\u001b[2J");
      expect(run.stdout).not.toContain("\u0007");
      expect(run.stdout).not.toContain("\u001b]");
      expect(run.stdout).not.toContain("\u001b[2J");
    }
  });

  it("keeps --json exact: the name as the operator sent it, JSON-escaped", async () => {
    hostileName();
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const run = await cli(on, ["--json", "accounts", "list"]);
    expect(run.stdout).not.toContain("\u001b");
    const { accounts } = json<{ accounts: ReadonlyArray<{ uuid: string; name: string }> }>(run);
    expect(accounts.find((a) => a.uuid === demoAccount("prepay"))?.name).toContain(HOSTILE);
  });
});
