import type { InProcessFakeApi } from "@waea/fake-api/in-process";

/** The first base plan on sale in the operator's catalogue: its entry id and the name the shop shows. */
export const firstShopPlan = (api: InProcessFakeApi): { readonly uuid: string; readonly name: string } => {
  const entry = api.store.world.plans.catalog.find(
    (candidate) =>
      candidate.Characteristics?.IsBasePlan === "true" && candidate.Availabilities[0]?.Available === true,
  );
  if (entry === undefined) throw new Error("the catalogue has no base plan");
  return { uuid: entry.UUID, name: entry.Availabilities[0]?.RetailName ?? entry.Name };
};
