import type { BillingKind } from "../account";
import type { Settings } from "../config";
import type { SimMetadata } from "../sim";
import { offeredKinds } from "./product-flow";

/** What the bundle/add-on screen offers (ONB-05, ONB-08). */
export interface BundleChoice {
  /** The billing kinds to choose from. */
  readonly kinds: ReadonlyArray<BillingKind>;
  /** The kind selected when the screen opens; none when no kind is offered. */
  readonly selected: BillingKind | undefined;
}

/**
 * ONB-05, ONB-08, APP-07: the billing kinds a SIM can be onboarded as. Those its metadata has a catalog for (every
 * kind the build allows when it names none), never a kind the build's settings leave out. The kind chosen before
 * (a plan already picked, on coming back to the screen) stays selected while it is offered; else the first one.
 */
export const bundleChoice = (input: {
  readonly metadata: SimMetadata | undefined;
  readonly settings: Pick<Settings, "planKinds">;
  readonly chosenBefore: BillingKind | undefined;
}): BundleChoice => {
  const allowed: ReadonlyArray<BillingKind> = input.settings.planKinds;
  const offered = input.metadata === undefined ? [] : offeredKinds(input.metadata);
  const kinds = (offered.length > 0 ? offered : allowed).filter((kind) => allowed.includes(kind));
  const chosen = input.chosenBefore;
  return { kinds, selected: chosen !== undefined && kinds.includes(chosen) ? chosen : kinds[0] };
};

/** Casual rates (no bundle, spec 01 §4: casual prepay is finalised on its own) are a prepay choice only. */
export const offersCasualRates = (kind: BillingKind | undefined): boolean => kind === "prepay";
