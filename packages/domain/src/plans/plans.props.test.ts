import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { allowsAutoRenew } from "./auto-renew";
import type { CatalogEntry } from "./catalog-entry";
import { dataAmountText, GB_THRESHOLD_MB } from "./data-display";
import { addOneMonth, canChangePlanAgain } from "./plan-change-interval";
import { decidePlanChange } from "./plan-change";
import { filterPlans } from "./quick-filter";
import { baseAddon, plan } from "./test-support";

const ruleValue = fc.oneof(
  fc.constantFrom("Unlimited", "unlimited", " UNLIMITED ", "CasualRate", "Throttled", "", "Metered"),
  fc.string(),
  fc.boolean(),
  fc.integer(),
  fc.constant(undefined),
);

const plans = fc
  .array(ruleValue, { maxLength: 30 })
  .map((rules) =>
    rules.map((rule, index): CatalogEntry =>
      plan(`p${index}`, rule === undefined ? {} : { DataUsageRule: rule }),
    ),
  );

const DAY = 86_400_000;
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe("plans laws", () => {
  it("quick filters partition the plans: Unlimited and Limited are disjoint, their union is all plans, reset is all", () => {
    fc.assert(
      fc.property(plans, (list) => {
        const unlimited = filterPlans(list, "unlimited");
        const limited = filterPlans(list, "limited");
        const ids = (l: ReadonlyArray<CatalogEntry>) => l.map((p) => p.UUID);
        const disjoint = ids(unlimited).every((id) => !ids(limited).includes(id));
        const union = [...ids(unlimited), ...ids(limited)].sort().join() === ids(list).sort().join();
        return disjoint && union && filterPlans(list, "all") === list;
      }),
    );
  });

  it("one month after an instant is 28 to 31 days later, keeping the time of day", () => {
    fc.assert(
      fc.property(instant, (at) => {
        const next = addOneMonth(at);
        return next - at >= 28 * DAY && next - at <= 31 * DAY && (next - at) % DAY === 0;
      }),
    );
  });

  it("a plan is changed at most once per month: allowed exactly from one month after the last change", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * DAY }), (last, elapsed) => {
        const now = last + elapsed;
        const decision = decidePlanChange({
          currentPlan: baseAddon(plan("old")),
          newAvailabilityUUID: "new-av",
          kind: "prepay",
          plans: [plan("old"), plan("new")],
          mode: "BOTH",
          timing: "now",
          lastChangeAtMillis: last,
          nowMillis: now,
          scheduled: false,
        });
        return (
          Either.isRight(decision) === now >= addOneMonth(last) &&
          canChangePlanAgain(last, now) === Either.isRight(decision)
        );
      }),
    );
  });

  it("auto renew applies exactly when AllowAutoRenew is present and not false", () => {
    fc.assert(
      fc.property(
        fc.oneof(ruleValue, fc.constantFrom("false", "FALSE", " false", "true"), fc.constant(null)),
        (allow) => {
          const present = allow !== undefined && allow !== null;
          const isFalse =
            allow === false || (typeof allow === "string" && allow.trim().toLowerCase() === "false");
          return allowsAutoRenew(allow) === (present && !isFalse);
        },
      ),
    );
  });

  it("data is shown in GB exactly from the threshold, within half a hundredth of the allowance", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (megabytes) => {
        const shown = dataAmountText(megabytes);
        const inGb = shown.key === "plans.data_gb";
        const amount = Number(shown.params?.["amount"]);
        const exact = inGb ? megabytes / GB_THRESHOLD_MB : megabytes;
        return inGb === megabytes >= GB_THRESHOLD_MB && Math.abs(amount - exact) <= 0.005 + 1e-9;
      }),
    );
  });
});
