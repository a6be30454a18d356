import { Analytics, makeMemoryAnalytics } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Layer from "effect/Layer";
import * as Scheduler from "effect/Scheduler";
import { describe, expect, it } from "vitest";
import { makeServices, type AppLayer } from "./services";

/** A layer with one service the runs read, counting its builds and its finalizer's runs. */
const countedLayer = () => {
  const counts = { built: 0, finalized: 0 };
  const layer = Layer.scoped(
    Analytics,
    Effect.gen(function* () {
      counts.built += 1;
      yield* Effect.addFinalizer(() => Effect.sync(() => void (counts.finalized += 1)));
      return makeMemoryAnalytics();
    }),
  ) as unknown as AppLayer;
  return { counts, layer };
};

describe("makeServices: the app's one runtime", () => {
  it("builds its layer once, with the first run, and every run uses it", async () => {
    const { counts, layer } = countedLayer();
    const services = makeServices(layer);
    expect(counts.built).toBe(0);
    const runs = await Promise.all([1, 2, 3].map((n) => services.run(Effect.map(Analytics, () => n))));
    expect(runs).toEqual([Exit.succeed(1), Exit.succeed(2), Exit.succeed(3)]);
    expect(counts.built).toBe(1);
    await services.dispose();
  });

  it("builds the layer and runs every effect on the scheduler it is given", async () => {
    const { layer } = countedLayer();
    let scheduled = 0;
    const scheduler = Scheduler.make(
      (task) => {
        scheduled += 1;
        setTimeout(task, 0);
      },
      // A yield with a priority costs operations of its own: yielding after a few would never get further.
      (fiber) => (fiber.currentOpCount > 16 ? 0 : false),
    );
    const services = makeServices(layer, scheduler);
    expect(await services.run(Effect.map(Analytics, () => "built"))).toEqual(Exit.succeed("built"));
    const afterBuild = scheduled;
    expect(afterBuild).toBeGreaterThan(0);
    const numbers = Array.from({ length: 50 }, (_, n) => n);
    const steps = Effect.forEach(numbers, (n) => Effect.sync(() => n * 2));
    expect(await services.run(steps)).toEqual(Exit.succeed(numbers.map((n) => n * 2)));
    expect(scheduled).toBeGreaterThan(afterBuild);
    await services.dispose();
  });

  it("keeps a run's failure as its exit, and closes the layer's scope when disposed", async () => {
    const { counts, layer } = countedLayer();
    const services = makeServices(layer);
    expect(await services.run(Effect.fail("refused"))).toEqual(Exit.fail("refused"));
    await services.dispose();
    expect(counts.finalized).toBe(1);
    expect(Exit.isFailure(await services.run(Effect.succeed(1)))).toBe(true);
  });
});
