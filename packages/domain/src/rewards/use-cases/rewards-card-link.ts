import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { Storage, StorageKeys, type ApiError } from "../../ports";
import { RewardsApi } from "../rewards-api";
import {
  claimRewardsCardRequest,
  parseRewardsCards,
  withRewardsCard,
  withoutRewardsCard,
  type LinkedRewardsCard,
  type RewardsCards,
} from "../rewards-card";
import { RewardsRefused } from "../rewards-refused";

const storedCards = Effect.flatMap(Storage, (storage) =>
  Effect.map(storage.get(StorageKeys.rewardsCards), (stored) =>
    parseRewardsCards(Option.getOrUndefined(stored)),
  ),
);

const storeCards = (cards: RewardsCards) =>
  Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.rewardsCards, JSON.stringify(cards)));

/**
 * Links a rewards card (PRO-06): checks the form, claims the card and keeps it for this customer on this device,
 * with what the customer recognises it by (the last digits of its number, the name on it, the rewards e-mail).
 */
export const linkRewardsCard = (
  customerUuid: string,
  form: { readonly email: string; readonly password: string },
  spid: number,
): Effect.Effect<LinkedRewardsCard, RewardsRefused | ApiError, RewardsApi | Storage> =>
  Effect.gen(function* () {
    const body = claimRewardsCardRequest(form, spid);
    if (Either.isLeft(body)) return yield* new RewardsRefused({ messageKey: body.left });
    const api = yield* RewardsApi;
    const reply = yield* api.claimRewardsCard(body.right);
    const card: LinkedRewardsCard = { ...reply, RewardsEmail: body.right.RewardsEmail };
    yield* storeCards(withRewardsCard(yield* storedCards, customerUuid, card));
    return card;
  });

/** The rewards card linked for this customer on this device, if any. */
export const rewardsCardOf = (
  customerUuid: string,
): Effect.Effect<Option.Option<LinkedRewardsCard>, never, Storage> =>
  Effect.map(storedCards, (cards) => Option.fromNullable(cards[customerUuid]));

/**
 * Unlinks this customer's rewards card (PRO-06): the rewards service lets it go, then the device forgets it. Nothing
 * linked is nothing to do; a refusal leaves the card linked.
 */
export const unlinkRewardsCard = (
  customerUuid: string,
  spid: number,
): Effect.Effect<void, ApiError, RewardsApi | Storage> =>
  Effect.gen(function* () {
    const cards = yield* storedCards;
    const card = cards[customerUuid];
    if (card === undefined) return;
    const api = yield* RewardsApi;
    yield* api.unlinkRewardsCard({ UUID: card.UUID, SPID: spid });
    yield* storeCards(withoutRewardsCard(cards, customerUuid));
  });
