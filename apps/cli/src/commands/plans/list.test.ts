import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { OPS } from "../../testing/demo";
import { cli, parse, runOn, signedIn, withFakeApi } from "../../testing/harness";
import { plansCommand, run } from "./list";

const api = withFakeApi();

describe("plans: parsing", () => {
  it("takes --kind prepay or postpay only", async () => {
    expect(await parse(plansCommand, [])).toEqual({ kind: undefined });
    expect(await parse(plansCommand, ["--kind", "postpay"])).toEqual({ kind: "postpay" });
    await expect(parse(plansCommand, ["--kind", "payg"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
});

describe("plans: run (CLI-03, PLAN-03)", () => {
  it("lists both plan lists in the domain's order and format, or one kind", async () => {
    const ops = await signedIn(api(), OPS);
    const all = Either.getOrThrow(await runOn(ops, run, { kind: undefined })).data.plans;
    expect(all.map((p) => `${p.kind} ${p.name} ${p.cost}`)).toEqual([
      "prepay Kōrero 2GB 15.00",
      "prepay Kōrero 8GB 30.00",
      "prepay Kōrero Unlimited 55.00",
      "prepay Kōrero 7 Day 1GB 7.00",
      "prepay PAYG Everyday 10.00",
      "postpay Postpay Essential 15GB 45.00",
      "postpay Postpay Unlimited Everyday 55.00",
      "postpay Postpay Unlimited 65.00",
      "postpay Postpay Unlimited Max 75.00",
    ]);
    const postpay = Either.getOrThrow(await runOn(ops, run, { kind: "postpay" })).data.plans;
    expect(postpay.every((p) => p.kind === "postpay" && p.renewable)).toBe(true);
  });

  it("counts the plans' days with the shared plural key, in each language", async () => {
    const ops = await signedIn(api(), OPS);
    const english = await cli(ops, ["plans", "--kind", "prepay"]);
    expect(english.stdout).toMatch(/Kōrero 8GB +\$30\.00 .* 28 days /);
    const maori = await cli(ops, ["plans", "--kind", "prepay"], { env: { lang: "mi-NZ" } });
    expect(maori.stdout).toMatch(/Kōrero 8GB +\$30\.00 .* 28 rā /);
  });
});
