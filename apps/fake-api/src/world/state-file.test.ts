import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { makeFakeClock } from "./clock";
import { openWorldStore } from "./store";
import { seedWorld } from "./world";
import { WorldSchema } from "./world-schema";

const NOW = Date.parse("2026-11-21T10:00:00Z");
const open = (stateFile: string, seed = 67) =>
  openWorldStore({ seed, bulk: 0, clock: makeFakeClock({ frozenAt: NOW, realNow: () => 0 }), stateFile });

/** A state file holding a good world with one part replaced. */
const stateFile = async (change: (world: Record<string, unknown>) => Record<string, unknown>) => {
  const world = JSON.parse(JSON.stringify(await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 })));
  const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
  writeFileSync(file, JSON.stringify(change(world)));
  return file;
};

/** Start-up refuses the file with a message naming it and the field; the file stays byte for byte as it was. */
const refused = async (file: string, field: string) => {
  const before = readFileSync(file);
  const error = await open(file).then(
    () => undefined,
    (cause: unknown) => cause as Error,
  );
  expect(error?.message).toContain(`the state file ${file} does not hold a waea world: ${field}: `);
  expect(readFileSync(file).equals(before)).toBe(true);
  return error?.message ?? "";
};

describe("the state file is decoded with the world's schema on start", () => {
  it("takes the seeded world, and a world written and read back", async () => {
    const seeded = JSON.parse(JSON.stringify(await seedWorld({ seed: 68, nowMillis: NOW, bulk: 3 })));
    expect(Either.isRight(Schema.decodeUnknownEither(WorldSchema)(seeded))).toBe(true);
    const file = await stateFile((world) => world);
    const store = await open(file);
    expect(store.world.core.logins).toEqual(JSON.parse(readFileSync(file, "utf8")).core.logins);
  });

  it("takes a file from before the newer parts (chats, collected offers, fibre protection, mobile security), adding them empty", async () => {
    const file = await stateFile((world) => {
      const parts = world as {
        help: Record<string, unknown>;
        rewards: Record<string, unknown>;
        broadband: Record<string, unknown>;
        mobileSecurity?: unknown;
      };
      delete parts.help["chats"];
      delete parts.rewards["collected"];
      delete parts.broadband["security"];
      delete parts.mobileSecurity;
      return world;
    });
    const store = await open(file);
    expect(store.world.help.chats).toEqual({});
    expect(store.world.rewards.collected).toEqual({});
    expect(store.world.broadband.security).toEqual({});
    expect(store.world.mobileSecurity).toEqual({ services: {} });
    expect(store.world.core.logins).toEqual(JSON.parse(readFileSync(file, "utf8")).core.logins);
  });

  it('refuses {"seed":67} instead of reseeding over it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
    writeFileSync(file, '{"seed":67}');
    expect(await refused(file, "core")).toMatch(/is missing/);
  });

  it('refuses "core": null and "payments": "garbage", which started and then answered 500 to every sign-in', async () => {
    expect(await refused(await stateFile((world) => ({ ...world, core: null })), "core")).toMatch(
      /Expected the core slice, actual null/,
    );
    expect(
      await refused(await stateFile((world) => ({ ...world, payments: "garbage" })), "payments"),
    ).toMatch(/actual "garbage"/);
  });

  it("names the field deep inside a slice: a login whose customer list is a number, a seed in quotes, a bad counter", async () => {
    let uuid = "";
    const file = await stateFile((world) => {
      const core = world.core as { logins: Record<string, Record<string, unknown>> };
      const [first, login] = Object.entries(core.logins)[0] ?? ["", {}];
      uuid = first;
      return {
        ...world,
        core: { ...core, logins: { ...core.logins, [uuid]: { ...login, CustomerUUIDs: 7 } } },
      };
    });
    expect(await refused(file, `core.logins.${uuid}.CustomerUUIDs`)).toMatch(/actual 7/);
    await refused(await stateFile((world) => ({ ...world, seed: "67" })), "seed");
    await refused(
      await stateFile((world) => ({ ...world, rewards: { ...(world.rewards as object), counter: -1 } })),
      "rewards.counter",
    );
  });

  it("keeps the server's keys: a world written and read back has the same ones", async () => {
    const file = await stateFile((world) => world);
    const written = JSON.parse(readFileSync(file, "utf8")).secrets;
    const store = await open(file);
    expect(store.world.secrets).toEqual(written);
    expect(store.keys.codes.equals(Buffer.from(written.codes, "base64url"))).toBe(true);
  });

  it("refuses a file without the keys (written before they were random) or with a malformed one", async () => {
    const { secrets: _gone, ...older } = JSON.parse(
      JSON.stringify(await seedWorld({ seed: 67, nowMillis: NOW, bulk: 0 })),
    );
    const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
    writeFileSync(file, JSON.stringify(older));
    expect(await refused(file, "secrets")).toMatch(/is missing/);
    const withSecrets = (secrets: unknown) => stateFile((world) => ({ ...world, secrets }));
    expect(await refused(await withSecrets(null), "secrets")).toMatch(
      /the server's secret keys, actual null/,
    );
    const good = { jwt: "A".repeat(43), idp: "B".repeat(43), codes: "C".repeat(43) };
    expect(await refused(await withSecrets({ ...good, jwt: "garbage" }), "secrets.jwt")).toMatch(
      /a 32-byte key in base64url, actual "garbage"/,
    );
    await refused(await withSecrets({ ...good, idp: 7 }), "secrets.idp");
    const { codes: _codes, ...noCodes } = good;
    expect(await refused(await withSecrets(noCodes), "secrets.codes")).toMatch(/is missing/);
  });

  it("refuses a file that is not JSON or not an object, leaving it as it was", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
    writeFileSync(file, "[]");
    await refused(file, "(the whole file)");
    writeFileSync(file, "{ not json");
    await expect(open(file)).rejects.toThrow(/is not JSON/);
    expect(readFileSync(file, "utf8")).toBe("{ not json");
  });
});
