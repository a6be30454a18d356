import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeFakeClock } from "./clock";
import { worldDigest } from "./digest";
import { drawSecrets } from "./secrets";
import { openWorldStore } from "./store";

const clock = () => makeFakeClock({ frozenAt: Date.parse("2026-11-21T10:00:00Z"), realNow: () => 0 });
const open = (stateFile?: string) =>
  openWorldStore({ seed: 67, bulk: 0, clock: clock(), ...(stateFile === undefined ? {} : { stateFile }) });

describe("the world store", () => {
  it("persists each change atomically with mode 0600 and reloads it", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
    const first = await open(file);
    await first.flush();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    first.world.core.emailSecrets["someone"] = "123456";
    first.changed();
    await first.flush();
    const second = await open(file);
    expect(second.world.core.emailSecrets["someone"]).toBe("123456");
    expect(second.digest()).toBe(first.digest());
  });

  it("says a change is saved only once the file holds it, and removes temp files a killed writer left", async () => {
    const dir = mkdtempSync(join(tmpdir(), "waea-state-"));
    const file = join(dir, "world.json");
    writeFileSync(join(dir, "world.json.4242.tmp"), "{");
    writeFileSync(join(dir, "other.json.4242.tmp"), "{");
    const store = await open(file);
    expect(store.persists).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(["other.json.4242.tmp", "world.json"]);
    for (const code of ["1", "2", "3"]) {
      store.world.core.emailSecrets[code] = code;
      store.changed();
    }
    await store.saved();
    expect(JSON.parse(readFileSync(file, "utf8")).core.emailSecrets).toMatchObject({
      1: "1",
      2: "2",
      3: "3",
    });
    expect((await open()).persists).toBe(false);
  });

  it("refuses a state file that is not a world", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "waea-state-")), "world.json");
    writeFileSync(file, "{ not json");
    await expect(open(file)).rejects.toThrow(/not JSON/);
    writeFileSync(file, "[]");
    await expect(open(file)).rejects.toThrow(/does not hold a waea world/);
    expect(readFileSync(file, "utf8")).toBe("[]");
  });

  it("puts a moved clock back where it started on reset", async () => {
    const store = await open();
    const start = store.clock.nowMillis();
    store.clock.advance(60_000);
    await store.reset();
    expect(store.clock.nowMillis()).toBe(start);
    let real = 1_000;
    const running = makeFakeClock({ realNow: () => real });
    running.set(5_000);
    real = 2_000;
    running.restore();
    expect(running.nowMillis()).toBe(2_000);
  });

  it("resets to the seed and reports a changed digest after a change", async () => {
    const store = await open();
    const initial = store.digest();
    store.world.core.emailSecrets["x"] = "1";
    expect(store.digest()).not.toBe(initial);
    await store.reset();
    expect(store.digest()).toBe(initial);
  });

  it("gives back the seeded world after changes deep inside records, reset after reset, without prototypes", async () => {
    const store = await open();
    const initial = store.digest();
    for (const round of [1, 2, 3]) {
      const [product] = Object.values(store.world.core.products);
      if (product === undefined) throw new Error("no product in the seeded world");
      store.world.core.products[product.UUID] = { ...product, MSISDN: `02100000${round}` };
      store.changed();
      expect(store.digest()).not.toBe(initial);
      await store.reset();
      expect(store.digest()).toBe(initial);
      expect(Object.getPrototypeOf(store.world.core.logins)).toBeNull();
    }
  });

  it("keeps the server's keys across a reset (a session held across it stays valid), and leaves them out of the digest", async () => {
    const store = await open();
    const { secrets } = store.world;
    const keys = store.keys;
    const initial = store.digest();
    await store.reset(68);
    expect(store.world.seed).toBe(68);
    expect(store.world.secrets).toEqual(secrets);
    expect(store.keys).toBe(keys);
    expect(store.keys.jwt.equals(Buffer.from(secrets.jwt, "base64url"))).toBe(true);
    expect((await open()).world.secrets).not.toEqual(secrets);
    await store.reset(67);
    expect(store.digest()).toBe(initial);
    expect(worldDigest({ ...store.world, secrets: drawSecrets() })).toBe(initial);
  });

  it("moves a frozen clock only when told", () => {
    const frozen = clock();
    const start = frozen.nowMillis();
    frozen.advance(60_000);
    expect(frozen.nowMillis()).toBe(start + 60_000);
    let real = 1000;
    const live = makeFakeClock({ realNow: () => real });
    live.advance(500);
    real += 10;
    expect(live.nowMillis()).toBe(1510);
    live.set(5000);
    expect(live.nowMillis()).toBe(5000);
  });
});
