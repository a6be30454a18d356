import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { ChangePlanReply, ChangePlanRequest, ScheduledPlanChangeReply } from "./plan-change-schemas";

const change = (changes: Record<string, unknown> = {}) => ({
  NewAddonAutoRenew: true,
  ChangeNow: true,
  NewAddonAvailabilityUUID: "unl-av",
  OldAddonUUID: "small-instance",
  CustomerUUID: "c1",
  MobileUUID: "m1",
  ...changes,
});

describe("plan change schemas (PLAN-05)", () => {
  it("decode the change-plan call with the operator's field names", () => {
    expect(Either.isRight(Schema.decodeUnknownEither(ChangePlanRequest)(change()))).toBe(true);
    expect(Either.isLeft(Schema.decodeUnknownEither(ChangePlanRequest)(change({ ChangeNow: "yes" })))).toBe(
      true,
    );
    expect(Schema.decodeUnknownSync(ChangePlanReply)({ ChangeNow: false, EffectiveAtNanos: 5 })).toEqual({
      ChangeNow: false,
      EffectiveAtNanos: 5,
    });
    expect(Schema.decodeUnknownSync(ScheduledPlanChangeReply)({})).toEqual({});
  });
});
