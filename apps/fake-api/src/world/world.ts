import { seedBilling, type BillingState } from "./billing";
import { seedPayments, type PaymentsState } from "./payments";
import { seedUsage, type UsageState } from "./usage";
import { seedPlans, type PlansState } from "./plans";
import { seedSim, type SimState } from "./sim";
import { seedPorting, type PortingState } from "./porting";
import { seedOnboarding, type OnboardingState } from "./onboarding";
import { seedGuest, type GuestState } from "./guest";
import { seedProfile, type ProfileState } from "./profile";
import { seedCart, type CartState } from "./cart";
import { seedCheckout, type CheckoutState } from "./checkout";
import { seedBroadband, type BroadbandState } from "./broadband";
import { seedGroups, type GroupsState } from "./groups";
import { seedBillingRoutes, type BillingRoutesState } from "./billing-routes";
import { seedHelp, type HelpState } from "./help";
import { seedRewards, type RewardsState } from "./rewards";
import { seedMobileSecurity, type MobileSecurityState } from "./mobile-security";
import type { CoreState } from "./core";
import { seedCore } from "./core-seed";
import { withReplacementSim, withTransferredSim } from "./onboarding-demo-seed";
import { makeSeedContext } from "./seed-context";
import { keysOf } from "../auth/keys";
import { drawSecrets, type WorldSecrets } from "./secrets";
import { seedIdempotency, type IdempotencyState } from "./idempotency";
import type { MailboxState } from "../mailbox/mailbox";
import { seedActivationTexts } from "./activation-texts";

/**
 * The whole simulated backend: plain JSON data, one property per slice. A new slice adds its state type here
 * and one line to seedWorld (its seed function gets the SeedContext and the seeded core).
 */
export interface World {
  readonly seed: number;
  /** The server's random keys (world/secrets.ts): in the world, so the state file carries them. */
  readonly secrets: WorldSecrets;
  readonly core: CoreState;
  readonly billing: BillingState;
  readonly payments: PaymentsState;
  readonly usage: UsageState;
  readonly plans: PlansState;
  readonly sim: SimState;
  readonly porting: PortingState;
  readonly onboarding: OnboardingState;
  readonly guest: GuestState;
  readonly profile: ProfileState;
  readonly cart: CartState;
  readonly checkout: CheckoutState;
  readonly broadband: BroadbandState;
  readonly groups: GroupsState;
  readonly billingRoutes: BillingRoutesState;
  readonly help: HelpState;
  readonly rewards: RewardsState;
  /** Mobile security per mobile product (SIM-07). */
  readonly mobileSecurity: MobileSecurityState;
  /** First replies of money-moving calls by Idempotency-Key (world/idempotency.ts): saved with the money moved. */
  readonly idempotency: IdempotencyState;
  /** Every e-mail and SMS the operator sent, per address (mailbox/mailbox.ts): non-production reading only. */
  readonly mailbox: MailboxState;
}

export const WORLD_SLICES = [
  "core",
  "billing",
  "payments",
  "usage",
  "plans",
  "sim",
  "porting",
  "onboarding",
  "guest",
  "profile",
  "cart",
  "checkout",
  "broadband",
  "groups",
  "billingRoutes",
  "help",
  "rewards",
  "mobileSecurity",
] as const;

export interface SeedOptions {
  readonly seed: number;
  readonly nowMillis: number;
  readonly bulk: number;
  /** The server's keys; fresh random ones when not given (a new world). The seed decides everything else. */
  readonly secrets?: WorldSecrets;
}

export const seedWorld = async (options: SeedOptions): Promise<World> => {
  const secrets = options.secrets ?? drawSecrets();
  const ctx = makeSeedContext(options.seed, options.nowMillis, options.bulk, keysOf(secrets));
  const core = withTransferredSim(ctx, await seedCore(ctx));
  const onboarding = seedOnboarding(ctx, core);
  return {
    seed: options.seed,
    secrets,
    core,
    billing: seedBilling(ctx, core),
    payments: seedPayments(ctx, core),
    usage: seedUsage(ctx, core),
    plans: seedPlans(ctx, core),
    sim: withReplacementSim(ctx, seedSim(ctx, core)),
    porting: seedPorting(ctx, core),
    onboarding,
    guest: seedGuest(ctx, core),
    profile: seedProfile(ctx, core),
    cart: seedCart(ctx, core),
    checkout: seedCheckout(ctx, core),
    broadband: seedBroadband(ctx, core),
    groups: seedGroups(ctx, core),
    billingRoutes: seedBillingRoutes(ctx, core),
    help: seedHelp(ctx, core),
    rewards: seedRewards(ctx, core),
    mobileSecurity: seedMobileSecurity(),
    idempotency: seedIdempotency(),
    mailbox: seedActivationTexts(ctx.nowMillis, core, onboarding),
  };
};
