import * as Either from "effect/Either";
import { uuidFor } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { ExitCodes } from "../../exit-codes";
import { OPS } from "../../testing/demo";
import { cli, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { fibreListCommand, run as list } from "./list";
import { fibreNoteCommand } from "./note";

const api = withFakeApi();

/** fibre@waea.test's customer account (ids derive from the label `customer:<key>:<n>`, seed 67). */
const FIBRE_ACCOUNT = uuidFor(67, "customer:fibre:0");

const ordersOfFibre = () =>
  Object.values(api().store.world.broadband.ufbOrders).filter(
    (order) => order.CustomerUUID === FIBRE_ACCOUNT,
  );

describe("fibre: parsing (BB-05)", () => {
  it("lists fibre orders by default, page 1; --kind takes orders, services or wholesale only", async () => {
    expect(await parse(fibreListCommand, [])).toEqual({ kind: "orders", customer: undefined, page: 1 });
    expect(await parse(fibreListCommand, ["--kind", "wholesale", "--page", "2"])).toMatchObject({
      kind: "wholesale",
      page: 2,
    });
    await expect(parse(fibreListCommand, ["--kind", "phones"])).rejects.toThrow();
  });

  it("a note is every word after the UUID; notes go on orders and services only", async () => {
    expect(await parse(fibreNoteCommand, ["o-1", "Called", "the", "LFC"])).toEqual({
      uuid: "o-1",
      note: "Called the LFC",
      kind: "orders",
      yes: false,
    });
    await expect(parse(fibreNoteCommand, ["o-1", "x", "--kind", "wholesale"])).rejects.toThrow();
  });
});

describe("fibre: the operator's fibre order area (BB-05)", () => {
  it("lists fibre@'s orders and shows one with its notes, in English, Māori and --json", async () => {
    const ops = await signedIn(api(), OPS);
    const { data } = Either.getOrThrow(
      await runOn(ops, list, { kind: "orders", customer: FIBRE_ACCOUNT, page: 1 }),
    );
    const seeded = ordersOfFibre();
    expect(data.items.map((order) => order.UUID).sort()).toEqual(seeded.map((order) => order.UUID).sort());
    const failed = seeded.find((order) => order.Status === "FAILED");
    if (failed === undefined) throw new Error("fibre@ has no failed order in the seed");
    const listed = await cli(ops, ["fibre", "list", "--customer", FIBRE_ACCOUNT]);
    expect(listed.code).toBe(ExitCodes.ok);
    expect(listed.stdout).toMatch(new RegExp(`${failed.UUID} +${FIBRE_ACCOUNT} +FAILED`));
    const shown = await cli(ops, ["fibre", "show", failed.UUID]);
    expect(shown.stdout).toContain("could not find a lead-in");
    const maori = await cli(ops, ["fibre", "show", failed.UUID], { env: { lang: "mi-NZ" } });
    expect(maori.stdout).toContain("Kiritaki");
    const json = JSON.parse((await cli(ops, ["--json", "fibre", "show", failed.UUID])).stdout) as {
      readonly record: { readonly UUID: string };
      readonly notes: ReadonlyArray<unknown>;
    };
    expect(json.record.UUID).toBe(failed.UUID);
    expect(json.notes.length).toBeGreaterThan(0);
    const wholesale = await cli(ops, ["fibre", "list", "--kind", "wholesale"]);
    expect(wholesale.stdout).toMatch(/Chorus \d+\/\d+ \$/);
  });

  it("adds a note with --yes; a blank note is 'No params' and, off a terminal, a note needs --yes: nothing is sent", async () => {
    const ops = await signedIn(api(), OPS);
    const [order] = ordersOfFibre();
    if (order === undefined) throw new Error("fibre@ has no order in the seed");
    const before = api().store.digest();
    const blank = await cli(ops, ["fibre", "note", order.UUID, " ", "--yes"]);
    expect(blank.code).toBe(ExitCodes.usage);
    expect(blank.stderr).toBe("waea: No params\n");
    const unasked = await cli(ops, ["fibre", "note", order.UUID, "Called the LFC"]);
    expect(unasked.code).toBe(ExitCodes.usage);
    expect(api().store.digest()).toBe(before);
    const added = await cli(ops, ["--json", "fibre", "note", order.UUID, "Called", "the", "LFC", "--yes"]);
    expect(added.code).toBe(ExitCodes.ok);
    expect(JSON.parse(added.stdout)).toMatchObject({
      note: { Note: "Called the LFC", CreatedBy: "Ops Engineer" },
    });
    expect((await cli(ops, ["fibre", "show", order.UUID])).stdout).toContain("Called the LFC");
  });

  it("purges a record for good after the confirmation; a customer is refused and nothing changes", async () => {
    const [order] = ordersOfFibre();
    if (order === undefined) throw new Error("fibre@ has no order in the seed");
    const customer = await signedIn(api(), "fibre@waea.test");
    const refused = await cli(customer, ["fibre", "purge", order.UUID, "--yes"]);
    expect(refused.code).toBe(ExitCodes.failure);
    expect(ordersOfFibre().map((o) => o.UUID)).toContain(order.UUID);
    const ops = await signedIn(api(), OPS);
    const purged = await cli(ops, ["fibre", "purge", order.UUID, "--yes"]);
    expect(purged.code).toBe(ExitCodes.ok);
    expect(purged.stdout + purged.stderr).toContain(`${order.UUID} was removed for good.`);
    expect(ordersOfFibre().map((o) => o.UUID)).not.toContain(order.UUID);
    expect((await cli(ops, ["fibre", "show", order.UUID])).code).toBe(ExitCodes.failure);
  });
});
