import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./spawned-server";

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
  // The seed a restart serves (the state file's, not --seed's) is checked by kill-nine.test.ts, on its restart.
});
