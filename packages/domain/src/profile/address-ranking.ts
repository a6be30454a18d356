import type { AddressDetails, CustomerAddressEntity, DeliveryAddress } from "./delivery-address";
import { DEFAULT_RANK, DELIVERY, detailsOf } from "./delivery-address";

/**
 * The customer's delivery addresses (PRO-05): entities of type DELIVERY sorted by Rank (ties keep the operator's
 * order). The first one is the default: Rank 1 normally; should the operator ever hold no Rank 1 (an interrupted
 * re-ranking), the lowest rank still acts as the default rather than leaving none.
 */
export const deliveryAddresses = (
  entities: ReadonlyArray<CustomerAddressEntity>,
): ReadonlyArray<DeliveryAddress> =>
  entities
    .map((entity, at) => ({ entity, at }))
    .filter(({ entity }) => entity.AddressType === DELIVERY)
    .sort((a, b) => a.entity.Rank - b.entity.Rank || a.at - b.at)
    .map(({ entity }, index) => {
      const { UUID, CustomerUUID: _customer, AddressType: _type, Rank, ...details } = entity;
      return { ...details, AddressUUID: UUID, AddressType: DELIVERY, Rank, IsDefault: index === 0 };
    });

/** Ranks 1..n in list order; the first is the default. */
export const renumber = (addresses: ReadonlyArray<DeliveryAddress>): ReadonlyArray<DeliveryAddress> =>
  addresses.map((a, i) => ({ ...a, Rank: i + DEFAULT_RANK, IsDefault: i === 0 }));

/** Makes an address the default: it gets Rank 1, the others shift down in their order, ranks stay unique. */
export const makeDefault = (
  addresses: ReadonlyArray<DeliveryAddress>,
  addressUuid: string,
): ReadonlyArray<DeliveryAddress> => {
  const chosen = addresses.find((a) => a.AddressUUID === addressUuid);
  if (chosen === undefined) return renumber(addresses);
  return renumber([chosen, ...addresses.filter((a) => a !== chosen)]);
};

/** Deleting an address renumbers the rest: deleting the default promotes the next one. */
export const withoutAddress = (
  addresses: ReadonlyArray<DeliveryAddress>,
  addressUuid: string,
): ReadonlyArray<DeliveryAddress> => renumber(addresses.filter((a) => a.AddressUUID !== addressUuid));

/** The rank a new address gets: 1 when it is the first or asked to be the default, else after the others. */
export const rankForNew = (addresses: ReadonlyArray<DeliveryAddress>, asDefault: boolean): number =>
  asDefault || addresses.length === 0 ? DEFAULT_RANK : addresses.length + DEFAULT_RANK;

/** A list with one address's details replaced, identity and rank kept. */
export const withDetails = (
  addresses: ReadonlyArray<DeliveryAddress>,
  addressUuid: string,
  details: AddressDetails,
): ReadonlyArray<DeliveryAddress> =>
  addresses.map((a) =>
    a.AddressUUID === addressUuid
      ? {
          ...detailsOf(details),
          AddressUUID: a.AddressUUID,
          AddressType: DELIVERY,
          Rank: a.Rank,
          IsDefault: a.IsDefault,
        }
      : a,
  );

/** The updates to send after a re-ranking: only addresses whose rank changed, so nothing is rewritten needlessly. */
export const rankChanges = (
  before: ReadonlyArray<DeliveryAddress>,
  after: ReadonlyArray<DeliveryAddress>,
): ReadonlyArray<DeliveryAddress> => {
  const was = new Map(before.map((a) => [a.AddressUUID, a.Rank]));
  return after.filter((a) => was.get(a.AddressUUID) !== a.Rank);
};
