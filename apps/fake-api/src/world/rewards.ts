import { millisToNanos } from "@waea/domain/ports";
import { DEMO_BONUSES, DEMO_TOTAL_POINTS, type Bonus, type Offer } from "@waea/domain/rewards";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import { demoCustomer } from "./groups";
import type { SeedContext } from "./seed-context";

/** A bonus redeemed: what it cost and the code to show at the partner. */
export interface Redemption {
  readonly UUID: string;
  readonly CustomerUUID: string;
  readonly BonusUUID: string;
  readonly Points: number;
  readonly Code: string;
  readonly CreatedAtNanos: number;
}

/** An offer a customer collected: the code to show at the partner. */
export interface Collection {
  readonly UUID: string;
  readonly OfferUUID: string;
  readonly Code: string;
  readonly CreatedAtNanos: number;
}

/** An account of the rewards service: its e-mail signs in with a password (stored as a hash) and owns one card. */
export interface RewardsAccount {
  readonly Email: string;
  readonly PasswordHash: string;
  readonly CardUUID: string;
}

/** The rewards slice: the bonus catalogue, points per customer, redemptions, rewards accounts and offers. */
export interface RewardsState {
  readonly bonuses: ReadonlyArray<Bonus>;
  readonly points: Record<string, number>;
  readonly redemptions: Record<string, ReadonlyArray<Redemption>>;
  /** Rewards accounts by e-mail, lower case. */
  readonly accounts: Record<string, RewardsAccount>;
  readonly offers: ReadonlyArray<Offer>;
  /** Offers collected, per customer (RWD-02). */
  readonly collected: Record<string, ReadonlyArray<Collection>>;
  /** The power page's benefits a customer switched on, by key, per customer (RWD-03). */
  readonly power: Record<string, ReadonlyArray<string>>;
  counter: number;
}

const DAY = 86_400_000;

/** Points of the demo customers: prepay@ holds the spec's 450, postpay@ a smaller balance; others have none. */
const DEMO_POINTS: Readonly<Record<string, number>> = { prepay: DEMO_TOTAL_POINTS, postpay: 180 };

/** Logins whose e-mail is also a rewards account, with the demo password. */
const REWARDS_LOGINS = ["prepay", "postpay"] as const;

const offer = (
  ctx: SeedContext,
  slug: string,
  name: string,
  description: string,
  days: number | undefined,
  customers?: ReadonlyArray<string>,
): Offer => ({
  UUID: ctx.uuid(`offer:${slug}`),
  Name: name,
  Description: description,
  ...(days === undefined ? {} : { ExpiresAtNanos: millisToNanos(ctx.nowMillis + days * DAY) }),
  ...(customers === undefined ? {} : { CustomerUUIDs: customers }),
});

/** The demo bonuses of the domain with seeded UUIDs, the points, two rewards accounts and a handful of offers. */
export const seedRewards = (ctx: SeedContext, core: CoreState): RewardsState => {
  const prepay = demoCustomer(ctx, "prepay");
  const postpay = demoCustomer(ctx, "postpay");
  const accounts: Record<string, RewardsAccount> = {};
  for (const key of REWARDS_LOGINS) {
    const login = core.logins[ctx.uuid(coreLabels.login(key))];
    if (login?.PasswordHash === undefined) continue;
    accounts[login.Email] = {
      Email: login.Email,
      PasswordHash: login.PasswordHash,
      CardUUID: ctx.uuid(`rewards-card:${key}`),
    };
  }
  return {
    bonuses: DEMO_BONUSES.map((bonus) => ({ ...bonus, UUID: ctx.uuid(`bonus:${bonus.UUID}`) })),
    points: Object.fromEntries(
      Object.entries(DEMO_POINTS).map(([key, points]) => [demoCustomer(ctx, key), points]),
    ),
    redemptions: {},
    accounts,
    offers: [
      offer(
        ctx,
        "double-data",
        "Double data weekend",
        "Twice the data on any add-on bought this weekend.",
        3,
      ),
      offer(
        ctx,
        "streaming",
        "Three months of music",
        "Three months of music streaming on us with any plan.",
        30,
      ),
      offer(ctx, "friend", "Bring a friend", "$20 credit for you and a friend who joins.", undefined),
      offer(ctx, "loyal-prepay", "Loyalty 5GB", "5GB of data for being with us two years.", 14, [prepay]),
      offer(ctx, "loyal-postpay", "Plan upgrade", "Move up a plan for the same price for six months.", 21, [
        postpay,
      ]),
      offer(ctx, "winter", "Winter warmer", "A bonus 1GB each week of winter.", -10),
    ],
    collected: {},
    // postpay@ earns the plan's and its customer group's benefits and keeps data rollover on (the power page).
    power: { [postpay]: ["data-rollover"] },
    counter: 0,
  };
};
