import fc from "fast-check";
import { describe, it } from "vitest";
import { coversUsage, planFit, windowCostCents, type Allowance, type FitPlan } from "./plan-fit";

const allowance: fc.Arbitrary<Allowance> = fc.oneof(
  fc.constant<Allowance>("unlimited"),
  fc.integer({ min: 0, max: 50_000 }),
);

const fitPlan = (uuid: string): fc.Arbitrary<FitPlan> =>
  fc.record({
    uuid: fc.constant(uuid),
    availabilityUUID: fc.constant(`${uuid}-av`),
    name: fc.constant(uuid),
    priceCents: fc.integer({ min: 0, max: 20_000 }),
    periodDays: fc.constantFrom(1, 7, 14, 28, 30, 365),
    dataMB: allowance,
    minutes: allowance,
    texts: allowance,
  });

const catalogue = fc
  .integer({ min: 0, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fitPlan(`p${i}`))));

const usage = fc.record({
  dataMB: fc.integer({ min: 0, max: 60_000 }),
  minutes: fc.integer({ min: 0, max: 3000 }),
  texts: fc.integer({ min: 0, max: 3000 }),
});

/** A case: the catalogue, the use, and the current plan (one of the catalogue, or none). */
const scenario = catalogue.chain((plans) =>
  fc.record({
    plans: fc.constant(plans),
    usage,
    current:
      plans.length === 0 ? fc.constant(undefined) : fc.option(fc.constantFrom(...plans), { nil: undefined }),
  }),
);

describe("plan fit laws", () => {
  it("never suggests a plan that would not have covered the use", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = planFit(input);
        return result._tag !== "Switch" || coversUsage(result.plan, input.usage);
      }),
    );
  });

  it("suggests nothing when the current plan already is the cheapest that covers the use", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { current } = input;
        const cheapestFit =
          current !== undefined &&
          coversUsage(current, input.usage) &&
          input.plans.every(
            (p) => !coversUsage(p, input.usage) || windowCostCents(p) >= windowCostCents(current),
          );
        return !cheapestFit || planFit(input)._tag === "CurrentFits";
      }),
    );
  });

  it("the suggestion is the cheapest of the covering plans, and never the current plan", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = planFit(input);
        if (result._tag !== "Switch") return true;
        const cost = windowCostCents(result.plan);
        return (
          result.plan.uuid !== input.current?.uuid &&
          input.plans.every((p) => !coversUsage(p, input.usage) || cost <= windowCostCents(p))
        );
      }),
    );
  });

  it("what is saved is the current plan's cost less the suggestion's, and is positive when the current plan covers", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const result = planFit(input);
        if (result._tag !== "Switch" || input.current === undefined) return true;
        const saved = windowCostCents(input.current) - windowCostCents(result.plan);
        return result.savedCents === saved && (!result.currentCovers || saved > 0);
      }),
    );
  });

  it("nothing covers exactly when no plan of the catalogue (current included) would have covered the use", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const none = input.plans.every((p) => !coversUsage(p, input.usage));
        return (planFit(input)._tag === "NoneFits") === none;
      }),
    );
  });
});
