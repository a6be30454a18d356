import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { killed, useBuiltServer } from "./spawned-server";

const server = useBuiltServer();

const stateDir = () => mkdtempSync(join(tmpdir(), "waea-start-"));

describe("start-up with a state file (--state)", () => {
  it("stops with a non-zero exit naming the file and the field when the file is not a world, and leaves it as it was", async () => {
    const file = join(stateDir(), "world.json");
    writeFileSync(file, '{"seed":67}');
    const exited = await server.exited(["--state", file]);
    expect(exited.code).toBe(1);
    expect(exited.output).toContain(`the state file ${file} does not hold a waea world: core: is missing`);
    expect(exited.output).not.toMatch(/waea fake API on/);
    expect(readFileSync(file, "utf8")).toBe('{"seed":67}');
  }, 60_000);

  it("names the seed of the world it serves: the state file's, not --seed's", async () => {
    const file = join(stateDir(), "world.json");
    const first = await server.start(["--state", file, "--seed", "68"]);
    await killed(first.child);
    const second = await server.start(["--state", file]);
    try {
      expect(second.output()).toMatch(/seed 68 from the state file, not --seed 67/);
      expect(await (await fetch(`${second.api}/health`)).json()).toEqual({ Status: "ok", Seed: 68 });
    } finally {
      await killed(second.child);
    }
  }, 60_000);
});
