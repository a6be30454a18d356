import * as Schema from "effect/Schema";
import { Customer } from "@waea/domain/account";
import {
  CustomerIdentity,
  CustomerPatch,
  CustomerTags,
  CustomerUuids,
  ENTITY_CACHE_MS,
  EntityRecord,
  EntityTypes,
  PersonalDataUpdate,
} from "@waea/domain/profile";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/** Cache group of the entity reads; a customer or address write clears it. */
export const ENTITIES_GROUP = "entities";

/** The customer calls of spec 01 §7 and 03 §7, one entry per CustomerApi method. */
export const customerCalls = collectCalls(
  defineCall({
    id: "customer.readCustomer",
    method: "GET",
    path: "/v2/{spid}/customer/{uuid}",
    params: Schema.Struct({ uuid: PathParam }),
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "customer.updateCustomer",
    method: "PUT",
    path: "/v2/{spid}/customer/{uid}",
    params: Schema.Struct({ uid: PathParam }),
    body: PersonalDataUpdate,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    invalidates: [ENTITIES_GROUP],
  }),
  defineCall({
    id: "customer.patchCustomer",
    method: "PATCH",
    path: "/customer/{id}",
    params: Schema.Struct({ id: PathParam }),
    body: CustomerPatch,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    invalidates: [ENTITIES_GROUP],
  }),
  defineCall({
    id: "customer.customerUuids",
    method: "GET",
    path: "/v2/{spid}/customer_uuids",
    reply: json(CustomerUuids),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "customer.customerFromIdentity",
    method: "GET",
    path: "/v2/{spid}/customer_from_identity",
    query: CustomerIdentity,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "customer.customerTags",
    method: "GET",
    path: "/v2/{spid}/customer_tag",
    query: Schema.Struct({ CustomerUUID: Schema.String }),
    reply: json(CustomerTags),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "customer.readEntity",
    method: "GET",
    path: "/v2/{spid}/{type}/{uuid}",
    params: Schema.Struct({ type: Schema.Literal(...EntityTypes), uuid: PathParam }),
    reply: json(EntityRecord),
    auth: "bearer",
    replyShown: false,
    cache: { ttlMs: ENTITY_CACHE_MS, groups: [ENTITIES_GROUP] },
  }),
);
