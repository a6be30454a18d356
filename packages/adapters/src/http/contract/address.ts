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
    summary: "The customer's address entities, DELIVERY ones by Rank (Rank 1 is the default)",
    method: "GET",
    path: "/v2/{spid}/customer/{id}/address",
    params: Customer,
    reply: json(CustomerAddressList),
    auth: "bearer",
    replyShown: false,
    spec: "01 §3, §7; 03 §9",
    cache: { ttlMs: ADDRESS_CACHE_MS, groups: [ADDRESSES_GROUP] },
  }),
  defineCall({
    id: "address.createAddress",
    summary: "Add a delivery address (street name, city and postcode required) at its Rank",
    method: "POST",
    path: "/v2/{spid}/customer/{id}/address",
    params: Customer,
    body: AddressWrite,
    reply: json(CustomerAddressEntity),
    auth: "bearer",
    replyShown: false,
    spec: "01 §5, §7",
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.updateAddress",
    summary: "Replace an address; its Rank moves it (Rank 1 makes it the default, the others shift down)",
    method: "PUT",
    path: "/v2/{spid}/customer/{id}/address/{addressUuid}",
    params: CustomerAddress,
    body: AddressWrite,
    reply: json(CustomerAddressEntity),
    auth: "bearer",
    replyShown: false,
    spec: "01 §5, §7",
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.deleteAddress",
    summary: "Delete an address; the others are renumbered, so the next one becomes the default",
    method: "DELETE",
    path: "/v2/{spid}/customer/{id}/address/{addressUuid}",
    params: CustomerAddress,
    reply: noContent,
    auth: "bearer",
    replyShown: false,
    spec: "01 §7",
    invalidates: [ADDRESSES_GROUP, ENTITIES_GROUP],
  }),
  defineCall({
    id: "address.searchLocations",
    summary: "New Zealand street addresses matching every word of the query (at most 20)",
    method: "GET",
    path: "/location/search",
    query: Schema.Struct({ query: Schema.String }),
    reply: json(LocationSearchReply),
    auth: "none",
    replyShown: false,
    spec: "01 §7 (path ours)",
  }),
  defineCall({
    id: "address.location",
    summary: "One location by its provider and the provider's id",
    method: "GET",
    path: "/location/{provider}/{idx}",
    params: Schema.Struct({ provider: PathParam, idx: PathParam }),
    reply: json(IQLocation),
    auth: "none",
    replyShown: false,
    spec: "01 §7 (path ours)",
  }),
  defineCall({
    id: "address.serviceAvailability",
    summary: "The services available at a location (fibre, fixed wireless, mobile)",
    method: "GET",
    path: "/service_availability",
    query: LocationRef,
    reply: json(ServiceAvailability),
    auth: "none",
    replyShown: false,
    spec: "01 §7 (path ours)",
  }),
);
