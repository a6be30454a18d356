import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ApiFailure } from "../ports";
import { knownPlanRefusals, planChangeRefusalKey } from "./plan-change-refusal";

const failing = (status: number, message: string) =>
  Effect.runSync(
    Effect.either(
      knownPlanRefusals(Effect.fail(new ApiFailure({ call: "plans.changePlan", status, message }))),
    ),
  );

describe("the operator's plan-change refusals (PLAN-05)", () => {
  it("knows the spec's refusals by code or words, whatever the case", () => {
    expect(planChangeRefusalKey("You already have this plan")).toBe("plans.you_already_have_this_plan");
    expect(planChangeRefusalKey("you_already_have_this_plan")).toBe("plans.you_already_have_this_plan");
    expect(planChangeRefusalKey("Can not find plan")).toBe("plans.can_not_find_plan");
    expect(planChangeRefusalKey("A plan can be changed only once per month")).toBe(
      "plans.change_once_per_month",
    );
    expect(planChangeRefusalKey("NOT_ENOUGH_BALANCE")).toBe("payments.not_enough_balance");
    expect(planChangeRefusalKey("Card trouble")).toBeUndefined();
  });

  it("turns a known 4xx into PlansRefused and passes anything else on", () => {
    expect(failing(409, "A plan can be changed only once per month")).toMatchObject({
      left: { _tag: "PlansRefused", key: "plans.change_once_per_month" },
    });
    expect(failing(400, "Not enough balance")).toMatchObject({
      left: { _tag: "PlansRefused", key: "payments.not_enough_balance" },
    });
    const other = failing(400, "Something else");
    expect(Either.isLeft(other) && other.left._tag).toBe("ApiFailure");
    expect(failing(500, "You already have this plan")).toMatchObject({ left: { _tag: "ApiFailure" } });
  });
});
