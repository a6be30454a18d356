import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type RunningFakeApi } from "@waea/fake-api/server";
import { makeProbeClient } from "./probe-client";
import { probes } from "./probes";

let api: RunningFakeApi;
let web: string;

/** The probe script's tries (issue #11), each against the real server over a socket: every one is refused. */
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), "waea-probe-web-"));
  writeFileSync(join(web, "index.html"), "<!doctype html><title>waea</title><main><h1>waea</h1></main>");
  api = await startFakeApi({
    port: 0,
    seed: 67,
    webDist: web,
    simulation: { paymentDelayMs: 0, paymentFailureRate: 0 },
    log: () => undefined,
  });
});

afterAll(async () => {
  await api.close();
  rmSync(web, { recursive: true, force: true });
});

describe("the security probe (#11)", () => {
  for (const probe of probes)
    it(`holds against ${probe.name}`, async () => {
      const found = await probe.run(makeProbeClient(api.origin));
      expect(found.detail).toBeTruthy();
      expect(found.held, found.detail).toBe(true);
    });
});
