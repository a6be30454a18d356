import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { OPS, demoAccount, demoProduct } from "../../testing/demo";
import { cli, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { portingStatusCommand, run } from "./status";

const api = withFakeApi();

describe("porting status: parsing", () => {
  it("takes --product", async () => {
    expect(await parse(portingStatusCommand, ["--product", "p"])).toEqual({ product: "p" });
  });
});

describe("porting status: run (CLI-03, SIM-06)", () => {
  it("shows the state, label, tooltip and step of a port under way", async () => {
    const on = await signedIn(api(), OPS, demoAccount("porting"));
    const { data } = Either.getOrThrow(await runOn(on, run, { product: undefined }));
    expect(data).toEqual({
      product: demoProduct("porting"),
      msisdn: "64214916746",
      state: "NETWORK_PROVISIONING",
      phase: "in_progress",
      labelKey: "porting.state_network_provisioning",
      tooltipKey: "porting.state_network_provisioning_tooltip",
      step: 5,
    });
    const printed = await cli(on, ["porting", "status"]);
    expect(printed.stdout).toMatch(/Porting +Network provisioning\nStep +5\/11\n/);
  });

  it("says there is none", async () => {
    const on = await signedIn(api(), OPS, demoAccount("prepay"));
    const { data } = Either.getOrThrow(await runOn(on, run, { product: undefined }));
    expect(data).toMatchObject({ state: null, phase: "none", step: null });
  });
});
