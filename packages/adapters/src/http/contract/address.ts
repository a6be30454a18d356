import * as Schema from "effect/Schema";
import {
  ADDRESS_CACHE_MS,
  AddressWrite,
  CustomerAddressEntity,
  CustomerAddressList,
  IQLocation,
  LocationSearchReply,
  ServiceAvailability,
} from "@waea/domain/profile";
import { ENTITIES_GROUP } from "./customer";
import { collectCalls, defineCall, json, noContent } from "./define";
import { PathParam } from "./wire";

const ADDRESSES_GROUP = "addresses";
const Customer = Schema.Struct({ id: PathParam });
const CustomerAddress = Schema.Struct({ id: PathParam, addressUuid: PathParam });
const LocationRef = Schema.Struct({ LocationProvider: Schema.String, LocationProviderIDX: Schema.String });

/**
 * Delivery addresses under /v2/{spid}/customer/{id}/address and the location lookups (spec 01 §7, 03 §7, §9), one
 * entry per AddressApi method. The location calls are reference data, so they need no session (the shop's
 * address step runs before sign-up).
 */
export const addressCalls = collectCalls(
  defineCall({
    id: "address.listAddresses",
    method: "GET",
    path: "/v2/{spid}/customer/{id}/address",
    params: Customer,
    reply: json(CustomerAddressList),
    auth: "bearer",
    replyShown: false,
    cache: { ttlMs: ADDRESS_CACHE_MS, groups: [ADDRESSES_GROUP] },
  }),
  defineCall({
    id: "address.createAddress",
    method: "POST",
    path: "/v2/{spid}/customer/{id}/address",
    params: Customer,
    body: AddressWrite,
    reply: json(CustomerAddressEntity),
    auth: "bearer",
    replyShown: false,
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.updateAddress",
    method: "PUT",
    path: "/v2/{spid}/customer/{id}/address/{addressUuid}",
    params: CustomerAddress,
    body: AddressWrite,
    reply: json(CustomerAddressEntity),
    auth: "bearer",
    replyShown: false,
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.deleteAddress",
    method: "DELETE",
    path: "/v2/{spid}/customer/{id}/address/{addressUuid}",
    params: CustomerAddress,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.searchLocations",
    method: "GET",
    path: "/location/search",
    query: Schema.Struct({ query: Schema.String }),
    reply: json(LocationSearchReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "address.location",
    method: "GET",
    path: "/location/{provider}/{idx}",
    params: Schema.Struct({ provider: PathParam, idx: PathParam }),
    reply: json(IQLocation),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "address.serviceAvailability",
    method: "GET",
    path: "/service_availability",
    query: LocationRef,
    reply: json(ServiceAvailability),
    auth: "none",
    replyShown: false,
  }),
);
