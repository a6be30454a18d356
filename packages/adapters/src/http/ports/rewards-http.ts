import * as Layer from "effect/Layer";
import { RewardsApi, type RewardsApiService } from "@waea/domain/rewards/api";
import type { ApiClient } from "../client";

/** The RewardsApi port over HTTP: the rewards service's calls under /rewards. */
export const makeHttpRewardsApi = (client: ApiClient): RewardsApiService => {
  const rewards = client.api.rewards;
  return {
    bonuses: (customerUuid) => rewards.bonuses({ params: { customerUuid } }),
    bonus: (bonusUuid) => rewards.bonus({ params: { bonusUuid } }),
    redeemBonus: (body) => rewards.redeemBonus({ body }),
    claimRewardsCard: (body) => rewards.claimRewardsCard({ body }),
    unlinkRewardsCard: (body) => rewards.unlinkRewardsCard({ body }),
    offers: (customerUuid) => rewards.offers({ params: { customerUuid } }),
  };
};

export const httpRewardsLayer = (client: ApiClient): Layer.Layer<RewardsApi> =>
  Layer.succeed(RewardsApi, makeHttpRewardsApi(client));
