import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { PlanKinds } from "../config";
import type { CatalogEntry } from "./catalog-entry";
import { CatalogProductType } from "./catalog-product-type";
import { decidePlanChange } from "./plan-change";
import { changeablePlans, listedPlans, planChoice } from "./plan-choice";
import { baseAddon, plan } from "./test-support";

const entry = (index: number): fc.Arbitrary<CatalogEntry> =>
  fc
    .record({
      payg: fc.boolean(),
      available: fc.option(fc.boolean(), { nil: undefined }),
      type: fc.option(fc.constantFrom(...CatalogProductType.literals), { nil: undefined }),
      addon: fc.boolean(),
    })
    .map(({ payg, available, type, addon }) =>
      plan(`p${index}`, addon ? { IsAddon: "true" } : { IsBasePlan: "true" }, {
        is_payg: payg,
        ...(type === undefined ? {} : { ProductType: type }),
        Availabilities: [
          { UUID: `p${index}-av`, ...(available === undefined ? {} : { Available: available }) },
        ],
      }),
    );

const scenario = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => entry(i))))
  .chain((plans) =>
    fc.record({
      plans: fc.constant(plans),
      kind: fc.constantFrom(...PlanKinds),
      current: fc.option(fc.constantFrom(...plans), { nil: undefined }),
      target: fc.constantFrom(...plans),
    }),
  );

describe("plan choice laws", () => {
  it("never offers the current plan, nor a PAYG plan to a product that is not PAYG", () => {
    fc.assert(
      fc.property(scenario, ({ plans, kind, current }) => {
        const facts = { kind, current: current === undefined ? undefined : baseAddon(current) };
        return changeablePlans(facts, plans).every(
          (p) => p.UUID !== current?.UUID && (p.is_payg !== true || kind === "payg"),
        );
      }),
    );
  });

  it("lists exactly the changeable plans and the current one, keeping the list's order", () => {
    fc.assert(
      fc.property(scenario, ({ plans, kind, current }) => {
        const facts = { kind, current: current === undefined ? undefined : baseAddon(current) };
        const listed = listedPlans(facts, plans).map((p) => p.UUID);
        const expected = plans
          .filter((p) => p.UUID === current?.UUID || changeablePlans(facts, plans).includes(p))
          .map((p) => p.UUID);
        return listed.join() === expected.join();
      }),
    );
  });

  it("a plan change is allowed exactly to the plans the rule offers (the page never offers what is refused)", () => {
    fc.assert(
      fc.property(scenario, ({ plans, kind, current, target }) => {
        const currentPlan = current === undefined ? undefined : baseAddon(current);
        const decision = decidePlanChange({
          currentPlan,
          newAvailabilityUUID: target.Availabilities[0]?.UUID ?? "",
          kind,
          plans,
          mode: "BOTH",
          timing: "now",
          lastChangeAtMillis: undefined,
          nowMillis: 0,
          scheduled: false,
        });
        const offered = planChoice({ kind, current: currentPlan }, target) === "change";
        return Either.isRight(decision) === (offered && currentPlan !== undefined);
      }),
    );
  });
});
