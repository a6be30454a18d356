import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AddressApi, type AddressApiService } from "../address-api";
import { deliveryAddresses, makeDefault, rankChanges, rankForNew, withoutAddress } from "../address-ranking";
import {
  DELIVERY,
  detailsOf,
  type AddressDetails,
  type AddressWrite,
  type DeliveryAddress,
} from "../delivery-address";
import { ProfileRefused } from "../profile-refused";

const write = (details: AddressDetails, rank: number): AddressWrite => ({
  ...detailsOf(details),
  AddressType: DELIVERY,
  Rank: rank,
});

const load = (api: AddressApiService, customerUuid: string) =>
  Effect.map(api.listAddresses(customerUuid), (reply) => deliveryAddresses(reply.Addresses));

/**
 * Sends the rank of every address whose rank changed. Should one update fail the list is left with a gap or a
 * duplicate rank; the list still shows one default (the lowest rank) and the next re-ranking repairs it.
 */
const saveRanks = (
  api: AddressApiService,
  customerUuid: string,
  before: ReadonlyArray<DeliveryAddress>,
  after: ReadonlyArray<DeliveryAddress>,
) =>
  Effect.forEach(
    rankChanges(before, after),
    (a) => api.updateAddress(customerUuid, a.AddressUUID, write(a, a.Rank)),
    { discard: true },
  );

/** The delivery addresses by rank, the default first (PRO-05). */
export const loadAddresses = (
  customerUuid: string,
): Effect.Effect<ReadonlyArray<DeliveryAddress>, ApiError, AddressApi> =>
  Effect.flatMap(AddressApi, (api) => load(api, customerUuid));

/** Makes an address the default: it gets Rank 1 and the others shift (PRO-05). */
export const setDefaultAddress = (
  customerUuid: string,
  addressUuid: string,
): Effect.Effect<ReadonlyArray<DeliveryAddress>, ProfileRefused | ApiError, AddressApi> =>
  Effect.gen(function* () {
    const api = yield* AddressApi;
    const before = yield* load(api, customerUuid);
    if (!before.some((a) => a.AddressUUID === addressUuid))
      return yield* new ProfileRefused({ messageKey: "profile.address_not_found" });
    yield* saveRanks(api, customerUuid, before, makeDefault(before, addressUuid));
    return yield* load(api, customerUuid);
  });

/** Adds an address after the others; the first address, or one asked to be the default, becomes the default. */
export const addAddress = (
  customerUuid: string,
  details: AddressDetails,
  asDefault: boolean,
): Effect.Effect<ReadonlyArray<DeliveryAddress>, ApiError, AddressApi> =>
  Effect.gen(function* () {
    const api = yield* AddressApi;
    const before = yield* load(api, customerUuid);
    const created = yield* api.createAddress(customerUuid, write(details, rankForNew(before, false)));
    const added = yield* load(api, customerUuid);
    // The first address is the default already; another one asked to be the default then moves to Rank 1.
    if (asDefault && before.length > 0)
      yield* saveRanks(api, customerUuid, added, makeDefault(added, created.UUID));
    return yield* load(api, customerUuid);
  });

/** Edits an address's details; its rank (and so its default flag) stays. */
export const editAddress = (
  customerUuid: string,
  addressUuid: string,
  details: AddressDetails,
): Effect.Effect<ReadonlyArray<DeliveryAddress>, ProfileRefused | ApiError, AddressApi> =>
  Effect.gen(function* () {
    const api = yield* AddressApi;
    const before = yield* load(api, customerUuid);
    const target = before.find((a) => a.AddressUUID === addressUuid);
    if (target === undefined) return yield* new ProfileRefused({ messageKey: "profile.address_not_found" });
    yield* api.updateAddress(customerUuid, addressUuid, write(details, target.Rank));
    return yield* load(api, customerUuid);
  });

/** Deletes an address; the others are renumbered, so deleting the default promotes the next one. */
export const deleteAddress = (
  customerUuid: string,
  addressUuid: string,
): Effect.Effect<ReadonlyArray<DeliveryAddress>, ProfileRefused | ApiError, AddressApi> =>
  Effect.gen(function* () {
    const api = yield* AddressApi;
    const before = yield* load(api, customerUuid);
    if (!before.some((a) => a.AddressUUID === addressUuid))
      return yield* new ProfileRefused({ messageKey: "profile.address_not_found" });
    yield* api.deleteAddress(customerUuid, addressUuid);
    yield* saveRanks(api, customerUuid, before, withoutAddress(before, addressUuid));
    return yield* load(api, customerUuid);
  });
