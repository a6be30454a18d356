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
    summary: "One customer account of the signed-in login",
    method: "GET",
    path: "/v2/{spid}/customer/{uuid}",
    params: Schema.Struct({ uuid: PathParam }),
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    spec: "01 §3, §7",
  }),
  defineCall({
    id: "customer.updateCustomer",
    summary: "Personal data: first name, last name and e-mail (trimmed, all three required)",
    method: "PUT",
    path: "/v2/{spid}/customer/{uid}",
    params: Schema.Struct({ uid: PathParam }),
    body: PersonalDataUpdate,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    spec: "01 §5, §7",
    invalidates: [ENTITIES_GROUP],
  }),
  defineCall({
    id: "customer.patchCustomer",
    summary: "Notification opt-ins (2 or 0) and contact e-mail or number",
    method: "PATCH",
    path: "/customer/{id}",
    params: Schema.Struct({ id: PathParam }),
    body: CustomerPatch,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    spec: "01 §3, §7",
    invalidates: [ENTITIES_GROUP],
  }),
  defineCall({
    id: "customer.customerUuids",
    summary: "The customer accounts the signed-in login may choose from",
    method: "GET",
    path: "/v2/{spid}/customer_uuids",
    reply: json(CustomerUuids),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "customer.customerFromIdentity",
    summary: "The customer account of an identity (provider and AuthID) the login may see",
    method: "GET",
    path: "/v2/{spid}/customer_from_identity",
    query: CustomerIdentity,
    reply: json(Customer),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 03 §7",
  }),
  defineCall({
    id: "customer.customerTags",
    summary: "The tags the operator put on a customer account",
    method: "GET",
    path: "/v2/{spid}/customer_tag",
    query: Schema.Struct({ CustomerUUID: Schema.String }),
    reply: json(CustomerTags),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 03 §7",
  }),
  defineCall({
    id: "customer.readEntity",
    summary: "An entity by type and UUID (Customer, CustomerTag, CustomerAddressEntity, IQLocation, groups)",
    method: "GET",
    path: "/v2/{spid}/{type}/{uuid}",
    params: Schema.Struct({ type: Schema.Literal(...EntityTypes), uuid: PathParam }),
    reply: json(EntityRecord),
    auth: "bearer",
    replyShown: false,
    spec: "01 §3, §9; 03 §7 (path ours)",
    cache: { ttlMs: ENTITY_CACHE_MS, groups: [ENTITIES_GROUP] },
  }),
);
