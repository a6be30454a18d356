import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { cli, memoryOperator, parse, runOn } from "../../testing/harness";
import { plansCommand, run } from "./list";

describe("plans: parsing", () => {
  it("takes --kind prepay or postpay only", async () => {
    expect(await parse(plansCommand, [])).toEqual({ kind: undefined });
    expect(await parse(plansCommand, ["--kind", "postpay"])).toEqual({ kind: "postpay" });
    await expect(parse(plansCommand, ["--kind", "payg"])).rejects.toMatchObject({
      code: "commander.invalidArgument",
    });
  });
});

describe("plans: run", () => {
  it("lists both plan lists in the domain's order and format, or one kind", async () => {
    const all = Either.getOrThrow(await runOn(memoryOperator(), run, { kind: undefined })).data.plans;
    expect(all.map((p) => `${p.kind} ${p.name} ${p.cost}`)).toEqual([
      "prepay Everyday 30 30.00",
      "prepay Everyday 50 50.00",
      "postpay Postpay Unlimited 65.00",
      "postpay Postpay 20GB 45.00",
    ]);
    const postpay = Either.getOrThrow(await runOn(memoryOperator(), run, { kind: "postpay" })).data.plans;
    expect(postpay.every((p) => p.kind === "postpay" && p.renewable)).toBe(true);
  });
  it("counts the plans' days with the shared plural key, in each language", async () => {
    const english = await cli(memoryOperator(), ["plans", "--kind", "prepay"]);
    expect(english.stdout).toMatch(/Everyday 30 +\$30\.00 .* 30 days /);
    const maori = await cli(memoryOperator(), ["plans", "--kind", "prepay"], { env: { lang: "mi-NZ" } });
    expect(maori.stdout).toMatch(/Everyday 30 +\$30\.00 .* 30 rā /);
  });
});
