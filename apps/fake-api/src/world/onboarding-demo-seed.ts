import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { uuidFor } from "./prng";
import type { SeedContext } from "./seed-context";
import type { SimState } from "./sim";

/**
 * The onboarding demos docs/api.md lists: swap@waea.test's replacement SIM (ONB-07) and transfer@waea.test's SIM
 * that changes billing kind and account when it is activated (ONB-10).
 */
export const OnboardingDemos = {
  /** swap@'s SIM replaces this service (of a world's seed): the lost SIM's, retired, so no longer in the world. */
  replacedService: (seed: number): string => uuidFor(seed, "product:swap:0:lost"),
  /** The account transfer@'s SIM was billed to before (another customer's; no account of the world). */
  previousBillingReference: "prepay:20269999",
} as const;

const swapProduct = (ctx: SeedContext) => ctx.uuid(coreLabels.product("swap", 0, 0));
const transferProduct = (ctx: SeedContext) => ctx.uuid(coreLabels.product("transfer", 0, 0));

/**
 * transfer@'s SIM keeps the billing reference of the account it came from (prepay, another account) until it is
 * activated here: activated as postpay, both parts of the reference change, which the onboarding says (ONB-10).
 */
export const withTransferredSim = (ctx: SeedContext, core: CoreState): CoreState => {
  const uuid = transferProduct(ctx);
  const product = core.products[uuid];
  if (product !== undefined)
    core.products[uuid] = { ...product, BillingReference: OnboardingDemos.previousBillingReference };
  return core;
};

/** swap@'s SIM is a replacement: its metadata names the service it replaces (replacement-for, ONB-07). */
export const withReplacementSim = (ctx: SeedContext, sim: SimState): SimState => {
  const uuid = swapProduct(ctx);
  const service = sim.services[uuid];
  if (service !== undefined)
    sim.services[uuid] = {
      ...service,
      Metadata: { ...service.Metadata, ReplacementFor: OnboardingDemos.replacedService(ctx.seed) },
    };
  return sim;
};
