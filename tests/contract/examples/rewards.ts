import * as Effect from "effect/Effect";
import type { rewardsCalls } from "@waea/adapters/http/contract";
import { DEMO_PASSWORD } from "@waea/fake-api/server";
import type { Examples, ExampleContext } from "./example";

const PREPAY = "prepay@waea.test";

/** The cheapest bonus of the catalogue (prepay@ holds 450 points). */
const cheapestBonus = async (context: ExampleContext): Promise<string> => {
  const reply = await Effect.runPromise(
    context.test.client.api.rewards.bonuses({ params: { customerUuid: context.customer() } }),
  );
  return [...reply.Bonuses].sort((a, b) => a.Points - b.Points)[0]?.UUID ?? "";
};

/** Rewards as prepay@: 450 points, a rewards account with the demo password, offers made for it. */
export const rewardsExamples: Examples<typeof rewardsCalls> = {
  "rewards.bonuses": { as: PREPAY, input: ({ customer }) => ({ params: { customerUuid: customer() } }) },
  "rewards.bonus": {
    as: PREPAY,
    input: async (context) => ({ params: { bonusUuid: await cheapestBonus(context) } }),
  },
  "rewards.redeemBonus": {
    as: PREPAY,
    input: async (context) => ({
      body: { CustomerUUID: context.customer(), BonusUUID: await cheapestBonus(context) },
    }),
  },
  "rewards.claimRewardsCard": {
    as: PREPAY,
    input: () => ({ body: { RewardsEmail: "Prepay@waea.test", Password: DEMO_PASSWORD, SPID: 67 } }),
  },
  "rewards.unlinkRewardsCard": {
    as: PREPAY,
    input: async (context) => {
      const claimed = await Effect.runPromise(
        context.test.client.api.rewards.claimRewardsCard({
          body: { RewardsEmail: PREPAY, Password: DEMO_PASSWORD, SPID: 67 },
        }),
      );
      return { body: { UUID: claimed.UUID, SPID: 67 } };
    },
  },
  "rewards.offers": { as: PREPAY, input: ({ customer }) => ({ params: { customerUuid: customer() } }) },
  "rewards.collectOffer": {
    as: PREPAY,
    input: async (context) => {
      const reply = await Effect.runPromise(
        context.test.client.api.rewards.offers({ params: { customerUuid: context.customer() } }),
      );
      return { body: { CustomerUUID: context.customer(), OfferUUID: reply.Offers[0]?.UUID ?? "" } };
    },
  },
  "rewards.power": { input: ({ customer }) => ({ params: { customerUuid: customer() } }) },
  "rewards.setPower": {
    input: ({ customer }) => ({
      params: { customerUuid: customer(), key: "group-share" },
      body: { On: true },
    }),
  },
};
