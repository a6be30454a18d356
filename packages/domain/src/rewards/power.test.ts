import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { millisToNanos } from "../ports";
import { checkOfferCollect } from "./offers";
import { PowerBenefitKeys, checkPowerSwitch, powerBenefits, withPowerSwitched } from "./power";

describe("the power page's rules (RWD-03)", () => {
  it("RWD-03: a benefit is earned by its plan or group, and on only while earned", () => {
    const facts = { hasPlan: true, inCustomerGroup: false, inMobileGroup: true };
    const benefits = powerBenefits(facts, ["weekend-data", "group-share"]);
    expect(benefits.map((b) => b.Key)).toEqual([...PowerBenefitKeys]);
    expect(benefits.map((b) => [b.Key, b.Earned, b.On])).toEqual([
      ["data-rollover", true, false],
      ["weekend-data", true, true],
      // Stored on, but its group went: off.
      ["group-share", false, false],
      ["member-calls", true, false],
    ]);
  });
  it("RWD-03: switching on needs the benefit earned; switching off is always allowed", () => {
    expect(checkPowerSwitch({ Earned: false }, true)).toEqual(Either.left("rewards.power_not_earned"));
    expect(checkPowerSwitch({ Earned: false }, false)).toEqual(Either.right({ On: false }));
    expect(checkPowerSwitch({ Earned: true }, true)).toEqual(Either.right({ On: true }));
    expect(withPowerSwitched(["weekend-data"], "weekend-data", true)).toEqual(["weekend-data"]);
    expect(withPowerSwitched(["weekend-data", "group-share"], "weekend-data", false)).toEqual([
      "group-share",
    ]);
  });
});

describe("collecting an offer (RWD-02)", () => {
  it("RWD-02: only a running offer not yet collected", () => {
    const now = 1_800_000_000_000;
    expect(checkOfferCollect({}, now)).toEqual(Either.right(true));
    expect(checkOfferCollect({ ExpiresAtNanos: millisToNanos(now + 1) }, now)).toEqual(Either.right(true));
    expect(checkOfferCollect({ ExpiresAtNanos: millisToNanos(now) }, now)).toEqual(
      Either.left("rewards.offer_ended"),
    );
    expect(checkOfferCollect({ Collected: true }, now)).toEqual(Either.left("rewards.offer_collected"));
  });
});
