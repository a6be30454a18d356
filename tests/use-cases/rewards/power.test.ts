import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { loadPower, switchPower, type PowerBenefit } from "@waea/domain/rewards";
import { signedIn, withFakeApi } from "../support/fake-api";

const api = withFakeApi();

const summary = (benefits: ReadonlyArray<PowerBenefit>) =>
  benefits.map((b) => `${b.Key}:${b.Earned ? "earned" : "-"}:${b.On ? "on" : "off"}`);

const benefit = (benefits: ReadonlyArray<PowerBenefit>, key: PowerBenefit["Key"]): PowerBenefit => {
  const found = benefits.find((b) => b.Key === key);
  if (found === undefined) throw new Error(`no benefit ${key}`);
  return found;
};

describe("the power page (RWD-03)", () => {
  it("RWD-03: postpay@ earns its plan's and its customer group's benefits, not a mobile group's; the operator keeps which are on", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const before = await postpay.run(loadPower(postpay.customer));
    expect(summary(before)).toEqual([
      "data-rollover:earned:on",
      "weekend-data:earned:off",
      "group-share:earned:off",
      "member-calls:-:off",
    ]);
    const on = await postpay.run(switchPower(postpay.customer, benefit(before, "group-share"), true));
    expect(benefit(on, "group-share").On).toBe(true);
    const off = await postpay.run(switchPower(postpay.customer, benefit(on, "data-rollover"), false));
    expect(summary(off).slice(0, 3)).toEqual([
      "data-rollover:earned:off",
      "weekend-data:earned:off",
      "group-share:earned:on",
    ]);
    expect(summary(await postpay.run(loadPower(postpay.customer)))).toEqual(summary(off));
  });

  it("RWD-03: a benefit not earned cannot be switched on: the domain refuses first, the operator too", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const calls = benefit(await postpay.run(loadPower(postpay.customer)), "member-calls");
    expect(await postpay.attempt(switchPower(postpay.customer, calls, true))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.power_not_earned" }),
      ),
    );
    // A page that believed it earned (a group left meanwhile): the operator decides.
    expect(await postpay.attempt(switchPower(postpay.customer, { ...calls, Earned: true }, true))).toEqual(
      Either.left(
        expect.objectContaining({ status: 409, message: "Your plan and groups don't earn this benefit yet" }),
      ),
    );
    expect(benefit(await postpay.run(loadPower(postpay.customer)), "member-calls").On).toBe(false);
  });
});
