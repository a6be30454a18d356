import { describe, expect, it } from "vitest";
import { BonusGroups } from "./bonus";
import { RewardsMessageKeys, bonusGroupLabelKey } from "./messages";

describe("rewards message keys", () => {
  it("lists every bonus group label", () => {
    const produced = BonusGroups.map(bonusGroupLabelKey);
    expect(produced.filter((k) => !(RewardsMessageKeys as ReadonlyArray<string>).includes(k))).toEqual([]);
  });
});
