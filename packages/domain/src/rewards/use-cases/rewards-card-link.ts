import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { Storage, StorageKeys, type ApiError } from "../../ports";
import { RewardsApi } from "../rewards-api";
import { claimRewardsCardRequest, parseRewardsCards, withRewardsCard } from "../rewards-card";
import { RewardsRefused } from "../rewards-refused";

const storedCards = Effect.flatMap(Storage, (storage) =>
  Effect.map(storage.get(StorageKeys.rewardsCards), (stored) =>
    parseRewardsCards(Option.getOrUndefined(stored)),
  ),
);

/** Links a rewards card (PRO-06): checks the form, claims the card and keeps its UUID for this customer. */
export const linkRewardsCard = (
  customerUuid: string,
  form: { readonly email: string; readonly password: string },
  spid: number,
): Effect.Effect<string, RewardsRefused | ApiError, RewardsApi | Storage> =>
  Effect.gen(function* () {
    const body = claimRewardsCardRequest(form, spid);
    if (Either.isLeft(body)) return yield* new RewardsRefused({ messageKey: body.left });
    const api = yield* RewardsApi;
    const reply = yield* api.claimRewardsCard(body.right);
    const cards = yield* storedCards;
    const storage = yield* Storage;
    yield* storage.set(
      StorageKeys.rewardsCards,
      JSON.stringify(withRewardsCard(cards, customerUuid, reply.UUID)),
    );
    return reply.UUID;
  });

/** The rewards card linked for this customer on this device, if any. */
export const rewardsCardOf = (customerUuid: string): Effect.Effect<Option.Option<string>, never, Storage> =>
  Effect.map(storedCards, (cards) => Option.fromNullable(cards[customerUuid]));
