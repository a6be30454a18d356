import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { makeMemoryStorage, Storage } from "../ports";
import { chooseFibreService, chosenFibreService, loadChosenFibreService } from "./use-cases/fibre-choice";

const services = [{ product: { UUID: "newest" } }, { product: { UUID: "older" } }];

describe("the fibre service an account with several shows (BB-04, select-ufb-product)", () => {
  it("BB-04: is the chosen one while it is still there, else the newest, and none without services", () => {
    expect(chosenFibreService(services, "older")?.product.UUID).toBe("older");
    expect(chosenFibreService(services, undefined)?.product.UUID).toBe("newest");
    expect(chosenFibreService(services, "deleted-since")?.product.UUID).toBe("newest");
    expect(chosenFibreService([], "older")).toBeUndefined();
  });

  it("BB-04: a choice is kept on the device", async () => {
    const storage = makeMemoryStorage();
    const run = <A>(program: Effect.Effect<A, never, Storage>) =>
      Effect.runPromise(Effect.provideService(program, Storage, storage));
    expect(await run(loadChosenFibreService)).toBeUndefined();
    await run(chooseFibreService("older"));
    expect(await run(loadChosenFibreService)).toBe("older");
  });
});
