import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { apiFailure, type ApiError } from "../ports";
import { AddressApi, type AddressApiService } from "./address-api";
import { ADDRESS_REQUIRED_TEXT, type AddressWrite, type CustomerAddressEntity } from "./delivery-address";
import type { IQLocation, ServiceAvailability } from "./location";

export interface MemoryAddressSeed {
  readonly addresses?: Readonly<Record<string, ReadonlyArray<CustomerAddressEntity>>>;
  readonly locations?: ReadonlyArray<IQLocation>;
  /** Availability by "provider:idx". */
  readonly availability?: Readonly<Record<string, ServiceAvailability>>;
  readonly failing?: ReadonlySet<string>;
}

export interface MemoryAddressApi extends AddressApiService {
  readonly addresses: Map<string, CustomerAddressEntity[]>;
}

const invalid = (body: AddressWrite): string | undefined => {
  if ([body.StreetName, body.City, body.PostCode].some((f) => f === undefined || f.trim() === ""))
    return ADDRESS_REQUIRED_TEXT;
  return Number.isInteger(body.Rank) && body.Rank >= 1 ? undefined : "Bad params";
};

/** Addresses per customer in memory; the location service answers from seeded locations. */
export const makeMemoryAddressApi = (seed: MemoryAddressSeed = {}): MemoryAddressApi => {
  const addresses = new Map(Object.entries(seed.addresses ?? {}).map(([k, v]) => [k, [...v]]));
  let counter = 0;
  const listOf = (customer: string) => addresses.get(customer) ?? [];
  const guard = <A>(call: string, run: () => Effect.Effect<A, ApiError>) =>
    seed.failing?.has(call) === true ? apiFailure(call, 500, "Internal Server Error") : Effect.suspend(run);
  return {
    addresses,
    listAddresses: (customer) =>
      guard("listAddresses", () => Effect.succeed({ Addresses: listOf(customer) })),
    createAddress: (customer, body) =>
      guard("createAddress", () => {
        const problem = invalid(body);
        if (problem !== undefined) return apiFailure("createAddress", 400, problem);
        const entity: CustomerAddressEntity = {
          ...body,
          UUID: `address-${++counter}`,
          CustomerUUID: customer,
        };
        addresses.set(customer, [...listOf(customer), entity]);
        return Effect.succeed(entity);
      }),
    updateAddress: (customer, uuid, body) =>
      guard("updateAddress", () => {
        const problem = invalid(body);
        if (problem !== undefined) return apiFailure("updateAddress", 400, problem);
        const list = listOf(customer);
        if (!list.some((a) => a.UUID === uuid)) return apiFailure("updateAddress", 404, "Object not found");
        const entity: CustomerAddressEntity = { ...body, UUID: uuid, CustomerUUID: customer };
        addresses.set(
          customer,
          list.map((a) => (a.UUID === uuid ? entity : a)),
        );
        return Effect.succeed(entity);
      }),
    deleteAddress: (customer, uuid) =>
      guard("deleteAddress", () => {
        const list = listOf(customer);
        if (!list.some((a) => a.UUID === uuid)) return apiFailure("deleteAddress", 404, "Object not found");
        return Effect.sync(
          () =>
            void addresses.set(
              customer,
              list.filter((a) => a.UUID !== uuid),
            ),
        );
      }),
    searchLocations: (query) =>
      guard("searchLocations", () => {
        const words = query
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w !== "");
        const text = (l: IQLocation) =>
          [l.Formatted, l.Number, l.StreetName, l.Suburb, l.City].join(" ").toLowerCase();
        return Effect.succeed({
          Locations:
            words.length === 0
              ? []
              : (seed.locations ?? []).filter((l) => words.every((w) => text(l).includes(w))),
        });
      }),
    location: (provider, idx) =>
      guard("location", () => {
        const found = (seed.locations ?? []).find(
          (l) => l.LocationProvider === provider && l.LocationProviderIDX === idx,
        );
        return found === undefined ? apiFailure("location", 404, "Object not found") : Effect.succeed(found);
      }),
    serviceAvailability: (provider, idx) =>
      guard("serviceAvailability", () => {
        const found = seed.availability?.[`${provider}:${idx}`];
        return found === undefined
          ? apiFailure("serviceAvailability", 404, "Object not found")
          : Effect.succeed(found);
      }),
  };
};

export const memoryAddressApiLayer = (seed?: MemoryAddressSeed): Layer.Layer<AddressApi> =>
  Layer.sync(AddressApi, () => makeMemoryAddressApi(seed));
