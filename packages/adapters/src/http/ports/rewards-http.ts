import * as Layer from "effect/Layer";
import { RewardsApi, type RewardsApiService } from "@waea/domain/rewards/api";
import type { HttpApiClient } from "../client";
import { rewardsCalls } from "../contract/rewards";

/** The RewardsApi port over HTTP: the rewards service's calls under /rewards. */
export const makeHttpRewardsApi = (client: HttpApiClient): RewardsApiService => {
  const rewards = client.calls(rewardsCalls);
  return {
    bonuses: (customerUuid) => rewards.bonuses({ params: { customerUuid } }),
    bonus: (bonusUuid) => rewards.bonus({ params: { bonusUuid } }),
    redeemBonus: (body, idempotencyKey) => rewards.redeemBonus({ body, idempotencyKey }),
    claimRewardsCard: (body) => rewards.claimRewardsCard({ body }),
    unlinkRewardsCard: (body) => rewards.unlinkRewardsCard({ body }),
    offers: (customerUuid) => rewards.offers({ params: { customerUuid } }),
    collectOffer: (body, idempotencyKey) => rewards.collectOffer({ body, idempotencyKey }),
    power: (customerUuid) => rewards.power({ params: { customerUuid } }),
    setPower: (customerUuid, key, body) => rewards.setPower({ params: { customerUuid, key }, body }),
  };
};

export const httpRewardsLayer = (client: HttpApiClient): Layer.Layer<RewardsApi> =>
  Layer.succeed(RewardsApi, makeHttpRewardsApi(client));
