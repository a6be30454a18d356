import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Accounts, Products } from "../../testing/memory-world";
import { context, memoryOperator, parse, runOn } from "../../testing/harness";
import { portingStatusCommand, run } from "./status";

describe("porting status: parsing", () => {
  it("takes --product", async () => {
    expect(await parse(portingStatusCommand, ["--product", "p"])).toEqual({ product: "p" });
  });
});

describe("porting status: run", () => {
  it("shows the state, label, tooltip and step of a port under way", async () => {
    const ctx = context({ globals: { account: Accounts.overdue } });
    expect(Either.getOrThrow(await runOn(memoryOperator(), run, { product: undefined }, ctx)).data).toEqual({
      product: Products.overdue,
      msisdn: "64210000006",
      state: "PORT_VALIDATED",
      phase: "in_progress",
      labelKey: "porting.state_port_validated",
      tooltipKey: "porting.state_port_validated_tooltip",
      step: 2,
    });
  });
  it("says there is none", async () => {
    const { data } = Either.getOrThrow(await runOn(memoryOperator(), run, { product: undefined }));
    expect(data).toMatchObject({ state: null, phase: "none", step: null });
  });
});
