import { usageRule, type Characteristics } from "./characteristics";

/** Quick filters of the plan list: Unlimited, Limited, and a reset showing all (spec 02 §9, 03 §9). */
export const QuickFilters = ["unlimited", "limited", "all"] as const;
export type QuickFilter = (typeof QuickFilters)[number];

export const QuickFilterLabelKeys: Readonly<Record<QuickFilter, string>> = {
  unlimited: "plans.filter_unlimited",
  limited: "plans.filter_limited",
  all: "plans.filter_reset",
};

/**
 * A plan is unlimited when its data is unlimited (DataUsageRule Unlimited): that is what a customer means by an
 * unlimited plan. Unlimited calls or texts alone do not make an unlimited plan. Every other plan is limited.
 */
export const isUnlimitedPlan = (entry: {
  readonly Characteristics?: Pick<Characteristics, "DataUsageRule"> | undefined;
}): boolean => usageRule(entry.Characteristics?.DataUsageRule) === "unlimited";

/** The plans a quick filter shows, in their order; "all" is the reset. */
export const filterPlans = <
  P extends { readonly Characteristics?: Pick<Characteristics, "DataUsageRule"> | undefined },
>(
  plans: ReadonlyArray<P>,
  filter: QuickFilter,
): ReadonlyArray<P> => {
  switch (filter) {
    case "all":
      return plans;
    case "unlimited":
      return plans.filter(isUnlimitedPlan);
    case "limited":
      return plans.filter((plan) => !isUnlimitedPlan(plan));
  }
};
