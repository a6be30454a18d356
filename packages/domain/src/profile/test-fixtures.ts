import type { CustomerAddressEntity, DeliveryAddress } from "./delivery-address";

/** Builders for tests of this context (not exported from index.ts). */
export const entity = (
  UUID: string,
  Rank: number,
  overrides: Partial<CustomerAddressEntity> = {},
): CustomerAddressEntity => ({
  UUID,
  AddressType: "DELIVERY",
  Rank,
  StreetName: "Queen",
  StreetType: "Street",
  Number: "12",
  City: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
  ...overrides,
});

export const address = (AddressUUID: string, Rank: number): DeliveryAddress => ({
  AddressUUID,
  AddressType: "DELIVERY",
  Rank,
  IsDefault: Rank === 1,
  StreetName: "Queen",
  City: "Auckland",
  PostCode: "1010",
  Country: "New Zealand",
});
