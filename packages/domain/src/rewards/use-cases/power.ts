import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import { checkPowerSwitch, type PowerBenefit } from "../power";
import { RewardsApi } from "../rewards-api";
import { RewardsRefused } from "../rewards-refused";

/** The power page (RWD-03): every benefit, earned or not, on or off, as the operator says. */
export const loadPower = (
  customerUuid: string,
): Effect.Effect<ReadonlyArray<PowerBenefit>, ApiError, RewardsApi> =>
  Effect.map(
    Effect.flatMap(RewardsApi, (api) => api.power(customerUuid)),
    (reply) => reply.Benefits,
  );

/** Switches a benefit on (only an earned one: refused before calling the service otherwise) or off. */
export const switchPower = (
  customerUuid: string,
  benefit: PowerBenefit,
  on: boolean,
): Effect.Effect<ReadonlyArray<PowerBenefit>, RewardsRefused | ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const body = checkPowerSwitch(benefit, on);
    if (Either.isLeft(body)) return yield* new RewardsRefused({ messageKey: body.left });
    const api = yield* RewardsApi;
    const reply = yield* api.setPower(customerUuid, benefit.Key, body.right);
    return reply.Benefits;
  });
